import { section, type Kitchen, type SectionTable } from './kitchen';

/** Mexican, Latin American, café and vegetarian kitchens, and the desserts and drinks any menu may end with. */

export const MEXICAN: Kitchen = {
  key: 'mexican',
  sections: [
    section('antojitos', 'Antojitos', [
      ['Guacamole and Chips', 'Made to order, pico de gallo', 11, 'V'],
      ['Queso Fundido', 'Chorizo, poblanos, flour tortillas', 12],
      ['Elote', 'Grilled corn, cotija, chili, lime', 7, 'VS'],
      ['Chips and Salsa Trio', 'Roja, verde, habanero', 8, 'VS'],
      ['Tortilla Soup', 'Chicken, avocado, crema', 10],
    ]),
    section('tacos', 'Tacos', [
      ['Tacos al Pastor', 'Three, marinated pork, pineapple, cilantro', 14],
      ['Carne Asada Tacos', 'Three, grilled steak, onion, salsa verde', 15],
      ['Baja Fish Tacos', 'Three, beer-battered fish, cabbage, chipotle crema', 15],
      ['Carnitas Tacos', 'Three, braised pork, pickled onion', 14],
      ['Mushroom Tacos', 'Three, roasted mushrooms, salsa macha', 13, 'VS'],
    ]),
    section('platos', 'Platos', [
      ['Enchiladas Verdes', 'Chicken, tomatillo salsa, crema, rice, beans', 18],
      ['Chicken Burrito', 'Rice, beans, cheese, salsa', 14],
      ['Steak Fajitas', 'Peppers, onions, tortillas, guacamole', 24],
      ['Chile Relleno', 'Poblano, cheese, ranchero sauce', 17, 'V'],
      ['Mole Poblano', 'Chicken, sesame, rice', 21],
    ]),
  ],
  desserts: section('postres', 'Postres', [
    ['Churros', 'Cinnamon sugar, cajeta', 8, 'V'],
    ['Tres Leches Cake', 'Whipped cream, berries', 9, 'V'],
    ['Flan', 'Caramel', 7, 'V'],
  ]),
  drinks: section('bebidas', 'Bebidas', [
    ['Horchata', 'Rice, cinnamon', 4, 'V'],
    ['Agua Fresca', 'Jamaica or tamarindo', 4, 'V'],
    ['Mexican Coke', 'Glass bottle', 4, 'V'],
  ]),
};

export const LATIN: Kitchen = {
  key: 'latin',
  sections: [
    section('starters', 'Para Picar', [
      ['Ceviche Clásico', 'Fish, leche de tigre, sweet potato, corn', 17, 'S'],
      ['Empanadas', 'Three, beef or cheese, chimichurri', 11],
      ['Tostones', 'Fried green plantains, mojo', 8, 'V'],
      ['Yuca Frita', 'Huancaína sauce', 8, 'V'],
      ['Anticuchos', 'Grilled beef heart skewers, ají panca', 14, 'S'],
    ]),
    section('platos', 'Platos Fuertes', [
      ['Lomo Saltado', 'Beef, tomato, onion, soy, fries, rice', 24],
      ['Pollo a la Brasa', 'Rotisserie half chicken, ají verde, fries', 20],
      ['Ropa Vieja', 'Shredded beef, peppers, rice, black beans', 21],
      ['Cubano', 'Roast pork, ham, swiss, pickles, mustard', 15],
      ['Jerk Chicken', 'Rice and peas, fried plantains', 19, 'S'],
      ['Arroz con Mariscos', 'Seafood rice, salsa criolla', 26],
    ]),
    section('acompanantes', 'Acompañantes', [
      ['Maduros', 'Sweet fried plantains', 6, 'V'],
      ['Black Beans and Rice', 'Sofrito', 6, 'V'],
      ['Papas Fritas', 'Ají amarillo mayo', 6, 'V'],
    ]),
  ],
  desserts: section('postres', 'Postres', [
    ['Alfajores', 'Dulce de leche cookies, two', 6, 'V'],
    ['Tres Leches', 'Cinnamon', 9, 'V'],
  ]),
  drinks: section('bebidas', 'Bebidas', [
    ['Chicha Morada', 'Purple corn, pineapple, cinnamon', 5, 'V'],
    ['Inca Kola', 'Bottle', 4, 'V'],
    ['Café con Leche', 'Cuban espresso, steamed milk', 4, 'V'],
  ]),
};

export const CAFE: Kitchen = {
  key: 'cafe',
  sections: [
    section('pastries', 'Bakery', [
      ['Butter Croissant', 'Laminated, baked this morning', 4, 'V'],
      ['Almond Croissant', 'Frangipane, sliced almonds', 5, 'V'],
      ['Blueberry Muffin', 'Streusel top', 4, 'V'],
      ['Everything Bagel', 'Cream cheese', 4, 'V'],
      ['Cinnamon Roll', 'Cream cheese icing', 5, 'V'],
    ]),
    section('sandwiches', 'Sandwiches', [
      ['Turkey and Swiss', 'Dijon, lettuce, tomato, rye', 12],
      ['Pastrami on Rye', 'Mustard, pickle', 16],
      ['Caprese Panini', 'Mozzarella, tomato, pesto', 11, 'V'],
      ['Chicken Salad Croissant', 'Grapes, celery, pecans', 12],
      ['Lox and Bagel', 'Cream cheese, capers, red onion, tomato', 14],
      ['Egg and Cheese', 'On a brioche bun, add bacon', 8, 'V'],
    ]),
    section('salads', 'Soups & Salads', [
      ['Soup of the Day', 'Bowl, bread', 7, 'V'],
      ['Harvest Salad', 'Greens, apple, goat cheese, walnuts', 12, 'V'],
      ['Quinoa Bowl', 'Roasted vegetables, lemon tahini', 13, 'V'],
    ]),
  ],
  drinks: section('coffee', 'Coffee & Tea', [
    ['Latte', 'Double shot, whole or oat milk', 5, 'V'],
    ['Cappuccino', 'Double shot', 5, 'V'],
    ['Cold Brew', '16 oz', 5, 'V'],
    ['Chai Latte', 'Spiced', 5, 'V'],
    ['Loose-Leaf Tea', 'Earl grey, green or chamomile', 4, 'V'],
  ]),
};

export const VEGETARIAN: Kitchen = {
  key: 'vegetarian',
  sections: [
    section('starters', 'Starters', [
      ['Cauliflower Wings', 'Buffalo or sesame glaze', 12, 'VS'],
      ['Beet Tartare', 'Capers, shallot, cashew cream', 12, 'V'],
      ['Crispy Tofu Bites', 'Sweet chili', 10, 'V'],
      ['Roasted Carrot Soup', 'Ginger, coconut', 8, 'V'],
    ]),
    section('bowls', 'Bowls & Plates', [
      ['Buddha Bowl', 'Brown rice, roasted vegetables, tahini', 16, 'V'],
      ['Mushroom Bourguignon', 'Red wine, pearl onions, mash', 20, 'V'],
      ['Jackfruit Tacos', 'Three, slaw, chipotle', 15, 'VS'],
      ['Beyond Burger', 'Vegan cheese, lettuce, tomato, fries', 17, 'V'],
      ['Zucchini Noodles', 'Pesto, cherry tomatoes, pine nuts', 16, 'V'],
    ]),
    section('salads', 'Salads & Sides', [
      ['Kale Salad', 'Lemon, pepitas, nutritional yeast', 12, 'V'],
      ['Sweet Potato Fries', 'Vegan chipotle mayo', 7, 'V'],
      ['Roasted Brussels Sprouts', 'Balsamic glaze', 8, 'V'],
    ]),
  ],
  drinks: section('drinks', 'Juices & Drinks', [
    ['Green Juice', 'Kale, apple, cucumber, lemon, ginger', 8, 'V'],
    ['Kombucha', 'Ginger lemon', 6, 'V'],
    ['Oat Milk Latte', 'Double shot', 6, 'V'],
  ]),
};

/** Any menu's sweets when its kitchen has none of its own. */
export const COMMON_DESSERTS: SectionTable = section('desserts', 'Desserts', [
  ['Chocolate Chip Cookie', 'Warm, sea salt', 4, 'V'],
  ['Brownie', 'Fudgy, walnuts', 6, 'V'],
  ['Seasonal Fruit Pie', 'Slice, whipped cream', 8, 'V'],
  ['Vanilla Ice Cream', 'Two scoops', 6, 'V'],
  ['Key Lime Pie', 'Graham crust', 8, 'V'],
]);

/** Any menu's drinks when its kitchen has none of its own. */
export const COMMON_DRINKS: SectionTable = section('drinks', 'Drinks', [
  ['Fountain Soda', 'Coke, Diet Coke, Sprite', 3, 'V'],
  ['Fresh Lemonade', '16 oz', 4, 'V'],
  ['Iced Tea', 'Unsweetened or sweet', 3, 'V'],
  ['Sparkling Water', '500 ml', 4, 'V'],
  ['Bottled Water', '500 ml', 2, 'V'],
]);
