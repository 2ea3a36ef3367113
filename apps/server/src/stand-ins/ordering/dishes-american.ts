import { section, type Kitchen } from './kitchen';

/** American kitchens: the diner and gastropub, burgers, barbecue, the South, steaks, seafood, breakfast. */

export const AMERICAN: Kitchen = {
  key: 'american',
  sections: [
    section('starters', 'Starters', [
      ['Crispy Brussels Sprouts', 'Maple-chili glaze, toasted pecans', 11, 'V'],
      ['Buffalo Wings', 'Blue cheese dip, celery', 14, 'S'],
      ['Deviled Eggs', 'Smoked paprika, chives, pickled mustard seed', 9, 'V'],
      ['Spinach Artichoke Dip', 'Baked with parmesan, warm tortilla chips', 12, 'V'],
      ['Fried Pickles', 'Cornmeal crust, ranch', 9, 'V'],
    ]),
    section('mains', 'Mains', [
      ['Roast Half Chicken', 'Herb jus, mashed potatoes, green beans', 24],
      ['Meatloaf', 'Tomato glaze, mashed potatoes, gravy', 21],
      ['Grilled Salmon', 'Lemon butter, wild rice, asparagus', 27],
      ['Chicken Pot Pie', 'Flaky crust, peas, carrots, thyme cream', 20],
      ['Mac and Cheese', 'Three cheeses, toasted breadcrumbs', 16, 'V'],
      ['Short Rib', 'Braised in red wine, root vegetables', 31],
    ]),
    section('salads', 'Salads & Sandwiches', [
      ['Cobb Salad', 'Chicken, bacon, avocado, egg, blue cheese', 17],
      ['Kale Caesar', 'Parmesan, garlic croutons, lemon', 13, 'V'],
      ['Turkey Club', 'Bacon, lettuce, tomato, toasted sourdough', 15],
      ['Fried Chicken Sandwich', 'Slaw, pickles, spicy mayo', 16, 'S'],
      ['Grilled Cheese & Tomato Soup', 'Cheddar and gruyère on sourdough', 14, 'V'],
    ]),
    section('sides', 'Sides', [
      ['Hand-Cut Fries', 'Sea salt', 6, 'V'],
      ['Sweet Potato Fries', 'Chipotle aioli', 7, 'V'],
      ['Onion Rings', 'Beer batter', 7, 'V'],
      ['Side Salad', 'Mixed greens, house vinaigrette', 6, 'V'],
    ]),
  ],
};

export const BURGERS: Kitchen = {
  key: 'burgers',
  sections: [
    section('starters', 'To Share', [
      ['Loaded Tots', 'Cheddar, bacon, scallions, sour cream', 11],
      ['Jalapeño Poppers', 'Cream cheese, cheddar, ranch', 10, 'S'],
      ['Soft Pretzel', 'Beer cheese, grain mustard', 10, 'V'],
      ['Chili Cheese Fries', 'Beef chili, cheddar, onions', 12],
    ]),
    section('burgers', 'Burgers', [
      ['Classic Cheeseburger', 'American cheese, lettuce, tomato, house sauce', 15],
      ['Double Smash Burger', 'Two patties, grilled onions, pickles', 17],
      ['Bacon BBQ Burger', 'Cheddar, bacon, onion ring, barbecue sauce', 18],
      ['Mushroom Swiss Burger', 'Sautéed mushrooms, swiss, garlic aioli', 17],
      ['Black Bean Burger', 'Avocado, pepper jack, chipotle mayo', 15, 'V'],
      ['Pub Burger', 'Aged cheddar, caramelized onions, brioche', 18],
    ]),
    section('sides', 'Sides', [
      ['Fries', 'Sea salt', 5, 'V'],
      ['Onion Rings', 'Beer batter', 7, 'V'],
      ['Coleslaw', 'Creamy, celery seed', 4, 'V'],
      ['Truffle Fries', 'Parmesan, parsley', 8, 'V'],
    ]),
  ],
  desserts: section('shakes', 'Shakes', [
    ['Vanilla Shake', 'Hand-spun, whipped cream', 8, 'V'],
    ['Chocolate Shake', 'Hand-spun, fudge', 8, 'V'],
    ['Strawberry Shake', 'Real strawberries', 8, 'V'],
  ]),
};

export const BBQ: Kitchen = {
  key: 'bbq',
  sections: [
    section('starters', 'Starters', [
      ['Burnt Ends', 'Brisket point, sweet glaze', 14],
      ['Smoked Wings', 'Dry rub, Alabama white sauce', 13],
      ['Brisket Nachos', 'Queso, pickled jalapeños', 14, 'S'],
      ['Fried Okra', 'Comeback sauce', 8, 'V'],
    ]),
    section('smoked', 'From the Smoker', [
      ['Brisket Plate', 'Half pound, two sides, Texas toast', 24],
      ['Pulled Pork Plate', 'Carolina vinegar sauce, two sides', 19],
      ['St. Louis Ribs', 'Half rack, two sides', 26],
      ['Smoked Half Chicken', 'Two sides, pickles', 19],
      ['Hot Links', 'Two links, onions, two sides', 17, 'S'],
    ]),
    section('sides', 'Sides', [
      ['Mac and Cheese', 'Baked, cheddar crust', 5, 'V'],
      ['Collard Greens', 'Smoked turkey', 5],
      ['Baked Beans', 'Brisket trimmings', 5],
      ['Cornbread', 'Honey butter', 4, 'V'],
      ['Potato Salad', 'Mustard, egg, dill', 5, 'V'],
    ]),
  ],
  desserts: section('desserts', 'Desserts', [
    ['Banana Pudding', 'Vanilla wafers, whipped cream', 7, 'V'],
    ['Peach Cobbler', 'Brown sugar crumble', 8, 'V'],
  ]),
};

export const SOUTHERN: Kitchen = {
  key: 'southern',
  sections: [
    section('starters', 'Starters', [
      ['Hushpuppies', 'Honey butter', 8, 'V'],
      ['Fried Green Tomatoes', 'Pimento cheese, pepper jelly', 11, 'V'],
      ['Boudin Balls', 'Creole mustard', 11, 'S'],
      ['Chicken Livers', 'Hot honey', 10],
    ]),
    section('plates', 'Plates', [
      ['Fried Chicken', 'Three pieces, mashed potatoes, gravy', 22],
      ['Shrimp and Grits', 'Andouille, tasso gravy, stone-ground grits', 24, 'S'],
      ['Gumbo', 'Chicken and andouille, dark roux, rice', 18, 'S'],
      ['Jambalaya', 'Shrimp, chicken, sausage, Creole spice', 21, 'S'],
      ['Catfish Plate', 'Cornmeal fried, tartar sauce, two sides', 20],
      ['Red Beans and Rice', 'Smoked sausage, green onion', 15],
    ]),
    section('sides', 'Sides', [
      ['Collard Greens', 'Pot likker', 6],
      ['Candied Yams', 'Brown sugar, cinnamon', 6, 'V'],
      ['Biscuits', 'Two, honey butter', 5, 'V'],
      ['Cheese Grits', 'Sharp cheddar', 6, 'V'],
    ]),
  ],
  desserts: section('desserts', 'Desserts', [
    ['Pecan Pie', 'Whipped cream', 8, 'V'],
    ['Bread Pudding', 'Bourbon sauce', 9, 'V'],
    ['Beignets', 'Powdered sugar, three', 7, 'V'],
  ]),
};

export const STEAKHOUSE: Kitchen = {
  key: 'steakhouse',
  sections: [
    section('starters', 'Starters', [
      ['Shrimp Cocktail', 'Horseradish cocktail sauce', 19],
      ['Wedge Salad', 'Blue cheese, bacon, tomato', 14],
      ['Steak Tartare', 'Capers, shallot, egg yolk, crostini', 19],
      ['French Onion Soup', 'Gruyère crust', 12, 'V'],
    ]),
    section('steaks', 'Steaks & Chops', [
      ['Filet Mignon', '8 oz, center cut', 48],
      ['New York Strip', '14 oz, dry aged', 52],
      ['Bone-In Ribeye', '20 oz', 58],
      ['Pork Chop', 'Double cut, apple mostarda', 34],
      ['Half Roast Chicken', 'Lemon, garlic, thyme', 29],
    ]),
    section('sides', 'Sides to Share', [
      ['Creamed Spinach', 'Nutmeg, parmesan', 11, 'V'],
      ['Truffle Mashed Potatoes', 'Chives', 12, 'V'],
      ['Roasted Mushrooms', 'Garlic, thyme', 11, 'V'],
      ['Asparagus', 'Hollandaise', 12, 'V'],
      ['Lobster Mac and Cheese', 'Gruyère, breadcrumbs', 19],
    ]),
  ],
  desserts: section('desserts', 'Desserts', [
    ['New York Cheesecake', 'Berry compote', 11, 'V'],
    ['Chocolate Layer Cake', 'Six layers, fudge frosting', 13, 'V'],
  ]),
};

export const SEAFOOD: Kitchen = {
  key: 'seafood',
  sections: [
    section('raw-bar', 'Raw Bar', [
      ['Oysters on the Half Shell', 'Half dozen, mignonette, lemon', 18],
      ['Tuna Crudo', 'Citrus, chili, olive oil', 16, 'S'],
      ['Peel and Eat Shrimp', 'Old Bay, cocktail sauce', 15],
      ['Clams Casino', 'Bacon, peppers, breadcrumbs', 14],
    ]),
    section('mains', 'From the Water', [
      ['Lobster Roll', 'Butter-poached, split-top roll, chips', 29],
      ['Fish and Chips', 'Beer-battered cod, malt vinegar, slaw', 21],
      ['Seared Scallops', 'Sweet corn, brown butter', 32],
      ['Linguine and Clams', 'White wine, garlic, parsley', 25],
      ['Cioppino', 'Shellfish, fish, tomato broth, garlic bread', 31],
      ['Blackened Redfish', 'Cajun butter, rice, greens', 27, 'S'],
    ]),
    section('chowders', 'Chowders & Salads', [
      ['New England Clam Chowder', 'Cup, oyster crackers', 9],
      ['Lobster Bisque', 'Sherry, chives', 12],
      ['Crab Louie', 'Lump crab, egg, avocado, Louie dressing', 22],
    ]),
  ],
};

export const BREAKFAST: Kitchen = {
  key: 'breakfast',
  sections: [
    section('eggs', 'Eggs & Omelets', [
      ['Two Eggs Any Style', 'Home fries, toast, bacon or sausage', 13],
      ['Denver Omelet', 'Ham, peppers, onions, cheddar', 14],
      ['Eggs Benedict', 'Canadian bacon, hollandaise, English muffin', 16],
      ['Veggie Scramble', 'Spinach, mushrooms, goat cheese', 13, 'V'],
      ['Huevos Rancheros', 'Black beans, salsa roja, tortillas', 14, 'VS'],
    ]),
    section('griddle', 'From the Griddle', [
      ['Buttermilk Pancakes', 'Three, maple syrup, whipped butter', 12, 'V'],
      ['Brioche French Toast', 'Berries, powdered sugar', 13, 'V'],
      ['Chicken and Waffles', 'Hot honey, pickles', 17, 'S'],
      ['Lemon Ricotta Pancakes', 'Blueberry compote', 14, 'V'],
    ]),
    section('lighter', 'Lighter', [
      ['Avocado Toast', 'Sourdough, chili flakes, radish', 12, 'V'],
      ['Yogurt Parfait', 'Granola, berries, honey', 9, 'V'],
      ['Steel-Cut Oatmeal', 'Brown sugar, raisins, cream', 8, 'V'],
      ['Breakfast Burrito', 'Eggs, chorizo, potatoes, salsa verde', 13, 'S'],
    ]),
  ],
  drinks: section('drinks', 'Coffee & Juice', [
    ['Drip Coffee', 'Bottomless', 3, 'V'],
    ['Fresh Orange Juice', '12 oz', 5, 'V'],
    ['Latte', 'Double shot', 5, 'V'],
    ['Hot Chocolate', 'Whipped cream', 4, 'V'],
  ]),
};
