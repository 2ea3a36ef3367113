import { section, type Kitchen } from './kitchen';

/** Italian, pizza, French, Spanish, Mediterranean and Middle Eastern kitchens. */

export const ITALIAN: Kitchen = {
  key: 'italian',
  sections: [
    section('antipasti', 'Antipasti', [
      ['Burrata', 'Heirloom tomatoes, basil, olive oil', 16, 'V'],
      ['Fried Calamari', 'Lemon, marinara', 15],
      ['Arancini', 'Saffron risotto, mozzarella, pomodoro', 12, 'V'],
      ['Meatballs', 'Beef and pork, ricotta, grilled bread', 14],
      ['Caesar Salad', 'Romaine, parmesan, anchovy dressing', 12],
    ]),
    section('pasta', 'Pasta', [
      ['Cacio e Pepe', 'Tonnarelli, pecorino, black pepper', 19, 'V'],
      ['Rigatoni Bolognese', 'Beef and pork ragù, parmesan', 22],
      ['Spaghetti Carbonara', 'Guanciale, egg yolk, pecorino', 21],
      ['Lasagna', 'Layered ragù, béchamel, mozzarella', 22],
      ['Penne alla Vodka', 'Tomato cream, chili, basil', 19, 'VS'],
      ['Gnocchi al Pesto', 'Potato gnocchi, basil pesto, pine nuts', 20, 'V'],
    ]),
    section('secondi', 'Secondi', [
      ['Chicken Parmesan', 'Breaded cutlet, mozzarella, spaghetti', 24],
      ['Veal Marsala', 'Mushrooms, marsala wine sauce', 29],
      ['Branzino', 'Whole roasted, lemon, capers', 31],
      ['Eggplant Parmigiana', 'Layered, baked, basil', 20, 'V'],
    ]),
  ],
  desserts: section('dolci', 'Dolci', [
    ['Tiramisu', 'Espresso, mascarpone, cocoa', 10, 'V'],
    ['Cannoli', 'Two, ricotta, chocolate chips, pistachio', 9, 'V'],
    ['Panna Cotta', 'Vanilla bean, berries', 9, 'V'],
  ]),
};

export const PIZZA: Kitchen = {
  key: 'pizza',
  sections: [
    section('starters', 'Starters', [
      ['Garlic Knots', 'Six, parmesan, marinara', 8, 'V'],
      ['Mozzarella Sticks', 'Marinara', 10, 'V'],
      ['Chopped Salad', 'Salami, provolone, chickpeas, oregano vinaigrette', 13],
      ['Wings', 'Hot or garlic parmesan', 14, 'S'],
    ]),
    section('pizzas', 'Pizzas', [
      ['Margherita', 'San Marzano tomato, fior di latte, basil', 17, 'V'],
      ['Pepperoni', 'Cup-and-char pepperoni, mozzarella', 19],
      ['White Pie', 'Ricotta, mozzarella, garlic, oregano', 18, 'V'],
      ['Sausage and Peppers', 'Fennel sausage, roasted peppers, onions', 20],
      ['Hot Honey', 'Soppressata, chili honey, mozzarella', 21, 'S'],
      ['Mushroom', 'Roasted mushrooms, fontina, thyme', 19, 'V'],
    ]),
    section('calzones', 'Calzones & Subs', [
      ['Calzone', 'Ricotta, mozzarella, ham', 16],
      ['Meatball Sub', 'Marinara, provolone', 14],
      ['Italian Sub', 'Salami, capicola, provolone, peppers', 14],
    ]),
  ],
};

export const FRENCH: Kitchen = {
  key: 'french',
  sections: [
    section('entrees', 'Entrées', [
      ['French Onion Soup', 'Gruyère crouton', 13, 'V'],
      ['Escargots', 'Garlic-parsley butter, baguette', 16],
      ['Salade Niçoise', 'Tuna, egg, olives, haricots verts', 18],
      ['Country Pâté', 'Cornichons, Dijon, toast', 14],
      ['Cheese Plate', 'Three cheeses, honey, walnuts', 19, 'V'],
    ]),
    section('plats', 'Plats', [
      ['Steak Frites', 'Hanger steak, maître d’ butter, fries', 32],
      ['Coq au Vin', 'Braised chicken, red wine, lardons, mushrooms', 29],
      ['Moules Frites', 'Mussels, white wine, shallots, fries', 26],
      ['Duck Confit', 'Lentils, frisée, mustard vinaigrette', 31],
      ['Croque Monsieur', 'Ham, gruyère, béchamel, salad', 17],
      ['Ratatouille', 'Provençal vegetables, herbs, baguette', 21, 'V'],
    ]),
    section('accompagnements', 'Accompagnements', [
      ['Pommes Frites', 'Aioli', 7, 'V'],
      ['Haricots Verts', 'Shallot butter', 8, 'V'],
      ['Gratin Dauphinois', 'Cream, gruyère', 9, 'V'],
      ['Green Salad', 'Dijon vinaigrette', 8, 'V'],
    ]),
  ],
  desserts: section('desserts', 'Desserts', [
    ['Crème Brûlée', 'Vanilla bean', 10, 'V'],
    ['Chocolate Mousse', 'Chantilly cream', 10, 'V'],
    ['Tarte Tatin', 'Caramelized apples, crème fraîche', 11, 'V'],
  ]),
};

export const SPANISH: Kitchen = {
  key: 'spanish',
  sections: [
    section('tapas', 'Tapas', [
      ['Patatas Bravas', 'Spicy tomato, aioli', 9, 'VS'],
      ['Gambas al Ajillo', 'Shrimp, garlic, chili, olive oil', 14, 'S'],
      ['Jamón Serrano', 'Pan con tomate', 15],
      ['Croquetas', 'Ham and béchamel, four', 10],
      ['Tortilla Española', 'Potato and onion omelet, aioli', 10, 'V'],
      ['Pimientos de Padrón', 'Blistered peppers, sea salt', 9, 'V'],
    ]),
    section('paellas', 'Paellas', [
      ['Paella Valenciana', 'Chicken, rabbit, green beans, saffron', 28],
      ['Paella de Mariscos', 'Shrimp, mussels, clams, squid', 32],
      ['Paella de Verduras', 'Seasonal vegetables, saffron', 24, 'V'],
    ]),
    section('platos', 'Platos', [
      ['Pulpo a la Gallega', 'Octopus, potato, paprika', 21],
      ['Secreto Ibérico', 'Grilled pork, romesco', 27],
      ['Albóndigas', 'Meatballs, tomato-almond sauce', 14],
    ]),
  ],
  desserts: section('postres', 'Postres', [
    ['Churros con Chocolate', 'Cinnamon sugar, dark chocolate', 9, 'V'],
    ['Crema Catalana', 'Citrus, burnt sugar', 9, 'V'],
  ]),
};

export const MEDITERRANEAN: Kitchen = {
  key: 'mediterranean',
  sections: [
    section('mezze', 'Mezze', [
      ['Hummus', 'Olive oil, paprika, warm pita', 9, 'V'],
      ['Spanakopita', 'Spinach, feta, phyllo', 11, 'V'],
      ['Grilled Halloumi', 'Honey, oregano, lemon', 12, 'V'],
      ['Dolmades', 'Rice-stuffed grape leaves, yogurt', 10, 'V'],
      ['Grilled Octopus', 'Fava purée, capers', 19],
    ]),
    section('mains', 'From the Grill', [
      ['Chicken Souvlaki', 'Two skewers, tzatziki, rice, salad', 21],
      ['Lamb Chops', 'Lemon potatoes, oregano', 34],
      ['Moussaka', 'Eggplant, spiced beef, béchamel', 23],
      ['Whole Grilled Fish', 'Ladolemono, greens', 31],
      ['Falafel Plate', 'Tahini, tabbouleh, pickles', 17, 'V'],
    ]),
    section('salads', 'Salads', [
      ['Greek Salad', 'Tomato, cucumber, olives, feta', 13, 'V'],
      ['Fattoush', 'Crisp pita, sumac, herbs', 12, 'V'],
      ['Lentil Soup', 'Cumin, lemon', 8, 'V'],
    ]),
  ],
  desserts: section('desserts', 'Desserts', [
    ['Baklava', 'Walnuts, honey syrup', 7, 'V'],
    ['Greek Yogurt', 'Honey, walnuts', 8, 'V'],
  ]),
};

export const MIDDLE_EASTERN: Kitchen = {
  key: 'middleEastern',
  sections: [
    section('mezze', 'Mezze', [
      ['Hummus with Lamb', 'Spiced ground lamb, pine nuts', 13],
      ['Baba Ghanoush', 'Smoky eggplant, pomegranate', 10, 'V'],
      ['Muhammara', 'Red pepper, walnut, pomegranate molasses', 10, 'VS'],
      ['Kibbeh', 'Bulgur and beef croquettes, four', 12],
      ['Falafel', 'Six, tahini', 9, 'V'],
    ]),
    section('grill', 'Grill & Plates', [
      ['Chicken Shawarma Plate', 'Garlic toum, rice, pickles', 19],
      ['Beef Kofta', 'Two skewers, sumac onions, rice', 21],
      ['Mixed Grill', 'Shish tawook, kofta, lamb, rice', 29],
      ['Shakshuka', 'Eggs in spiced tomato, feta, bread', 16, 'VS'],
      ['Mujadara', 'Lentils, rice, crispy onions', 15, 'V'],
    ]),
    section('wraps', 'Wraps', [
      ['Chicken Shawarma Wrap', 'Toum, pickles, fries inside', 13],
      ['Falafel Wrap', 'Tahini, tomato, parsley', 11, 'V'],
      ['Lamb Wrap', 'Yogurt sauce, onions', 14],
    ]),
  ],
  desserts: section('desserts', 'Desserts', [
    ['Knafeh', 'Sweet cheese, shredded phyllo, syrup', 10, 'V'],
    ['Baklava', 'Pistachio, rose syrup', 7, 'V'],
  ]),
};
