import { section, type Kitchen } from './kitchen';

/** Japanese, ramen, Chinese, Thai, Indian, Korean, Vietnamese and Hawaiian kitchens. */

export const SUSHI: Kitchen = {
  key: 'sushi',
  sections: [
    section('small-plates', 'Small Plates', [
      ['Edamame', 'Sea salt', 6, 'V'],
      ['Miso Soup', 'Tofu, wakame, scallion', 5, 'V'],
      ['Gyoza', 'Pork and cabbage, five, ponzu', 9],
      ['Chicken Karaage', 'Japanese fried chicken, kewpie', 11],
      ['Seaweed Salad', 'Sesame, cucumber', 7, 'V'],
    ]),
    section('rolls', 'Rolls', [
      ['California Roll', 'Crab, avocado, cucumber', 10],
      ['Spicy Tuna Roll', 'Tuna, chili mayo, scallion', 12, 'S'],
      ['Salmon Avocado Roll', 'Salmon, avocado, sesame', 11],
      ['Shrimp Tempura Roll', 'Avocado, eel sauce', 14],
      ['Dragon Roll', 'Eel, cucumber, avocado on top', 17],
      ['Avocado Cucumber Roll', 'Sesame', 8, 'V'],
    ]),
    section('sushi', 'Nigiri & Sashimi', [
      ['Salmon Nigiri', 'Two pieces', 8],
      ['Tuna Nigiri', 'Two pieces', 9],
      ['Yellowtail Nigiri', 'Two pieces', 9],
      ['Sashimi Combo', 'Twelve pieces, chef’s choice', 32],
      ['Chirashi Bowl', 'Assorted fish over sushi rice', 28],
    ]),
  ],
  desserts: section('desserts', 'Desserts', [
    ['Mochi Ice Cream', 'Three, green tea, mango, strawberry', 8, 'V'],
    ['Matcha Cheesecake', 'Black sesame crumble', 9, 'V'],
  ]),
};

export const RAMEN: Kitchen = {
  key: 'ramen',
  sections: [
    section('small-plates', 'Small Plates', [
      ['Pork Buns', 'Two, hoisin, cucumber', 10],
      ['Shishito Peppers', 'Bonito, lemon', 8],
      ['Takoyaki', 'Octopus fritters, five', 9],
      ['Ajitama', 'Soy-marinated soft egg', 3, 'V'],
    ]),
    section('ramen', 'Ramen', [
      ['Tonkotsu Ramen', 'Pork bone broth, chashu, egg, scallion', 17],
      ['Shoyu Ramen', 'Chicken broth, soy tare, chashu, menma', 16],
      ['Spicy Miso Ramen', 'Ground pork, chili, corn, bean sprouts', 17, 'S'],
      ['Vegetable Ramen', 'Kombu-mushroom broth, tofu, greens', 15, 'V'],
      ['Tsukemen', 'Dipping noodles, rich pork broth', 18],
    ]),
    section('rice', 'Rice Bowls', [
      ['Chashu Don', 'Braised pork, egg, rice', 14],
      ['Katsu Curry', 'Pork cutlet, Japanese curry, rice', 16],
      ['Teriyaki Chicken Bowl', 'Rice, pickles', 14],
    ]),
  ],
};

export const CHINESE: Kitchen = {
  key: 'chinese',
  sections: [
    section('dim-sum', 'Dim Sum & Starters', [
      ['Pork Soup Dumplings', 'Six, black vinegar, ginger', 12],
      ['Har Gow', 'Shrimp dumplings, four', 9],
      ['Scallion Pancake', 'Soy dipping sauce', 8, 'V'],
      ['Vegetable Spring Rolls', 'Two, sweet chili', 7, 'V'],
      ['Hot and Sour Soup', 'Tofu, bamboo shoots, egg', 7, 'S'],
    ]),
    section('mains', 'Wok & Mains', [
      ['Kung Pao Chicken', 'Peanuts, dried chili, Sichuan pepper', 18, 'S'],
      ['Mapo Tofu', 'Silken tofu, chili bean sauce', 16, 'S'],
      ['Orange Chicken', 'Crispy, citrus glaze', 17],
      ['Beef and Broccoli', 'Oyster sauce, garlic', 19],
      ['Salt and Pepper Shrimp', 'Garlic, jalapeño', 21, 'S'],
      ['Dry-Fried Green Beans', 'Garlic, chili, preserved vegetable', 14, 'VS'],
    ]),
    section('noodles', 'Noodles & Rice', [
      ['Dan Dan Noodles', 'Pork, chili oil, sesame', 14, 'S'],
      ['Beef Chow Fun', 'Wide rice noodles, bean sprouts', 16],
      ['Yangzhou Fried Rice', 'Shrimp, char siu, egg', 14],
      ['Vegetable Lo Mein', 'Cabbage, carrots, mushrooms', 13, 'V'],
    ]),
  ],
};

export const THAI: Kitchen = {
  key: 'thai',
  sections: [
    section('starters', 'Starters', [
      ['Chicken Satay', 'Peanut sauce, cucumber relish', 11],
      ['Fresh Rolls', 'Tofu, herbs, rice paper, peanut sauce', 9, 'V'],
      ['Tom Yum Soup', 'Shrimp, lemongrass, lime, chili', 10, 'S'],
      ['Papaya Salad', 'Green papaya, lime, chili, peanuts', 11, 'S'],
    ]),
    section('curries', 'Curries', [
      ['Green Curry', 'Chicken, Thai eggplant, basil, coconut', 18, 'S'],
      ['Red Curry', 'Tofu, bamboo shoots, bell pepper', 17, 'VS'],
      ['Massaman Curry', 'Beef, potato, peanuts', 19],
      ['Panang Curry', 'Pork, kaffir lime, coconut', 18, 'S'],
      ['Khao Soi', 'Egg noodles, curry broth, chicken', 18, 'S'],
    ]),
    section('noodles', 'Noodles & Stir-Fries', [
      ['Pad Thai', 'Rice noodles, shrimp, tamarind, peanuts', 17],
      ['Pad See Ew', 'Wide noodles, Chinese broccoli, egg', 16],
      ['Drunken Noodles', 'Basil, chili, chicken', 17, 'S'],
      ['Pad Kra Pao', 'Holy basil, minced pork, fried egg, rice', 16, 'S'],
    ]),
  ],
  desserts: section('desserts', 'Desserts', [['Mango Sticky Rice', 'Coconut cream, sesame', 9, 'V']]),
  drinks: section('drinks', 'Drinks', [
    ['Thai Iced Tea', 'Sweetened condensed milk', 5, 'V'],
    ['Coconut Water', 'Young coconut', 5, 'V'],
    ['Sparkling Water', '500 ml', 4, 'V'],
  ]),
};

export const INDIAN: Kitchen = {
  key: 'indian',
  sections: [
    section('starters', 'Starters', [
      ['Vegetable Samosas', 'Two, tamarind and mint chutneys', 8, 'V'],
      ['Onion Bhaji', 'Chickpea batter, mint chutney', 8, 'V'],
      ['Chicken 65', 'Curry leaves, chili, yogurt', 12, 'S'],
      ['Aloo Tikki Chaat', 'Potato patties, chickpeas, yogurt, chutneys', 10, 'V'],
    ]),
    section('curries', 'Curries', [
      ['Chicken Tikka Masala', 'Tomato cream, fenugreek', 19],
      ['Lamb Rogan Josh', 'Kashmiri chili, yogurt', 22, 'S'],
      ['Palak Paneer', 'Spinach, cottage cheese, garlic', 17, 'V'],
      ['Chana Masala', 'Chickpeas, onion, tomato, spices', 15, 'V'],
      ['Butter Chicken', 'Tandoori chicken, makhani sauce', 19],
      ['Goan Fish Curry', 'Coconut, tamarind', 21, 'S'],
    ]),
    section('tandoor', 'Tandoor & Biryani', [
      ['Tandoori Chicken', 'Half, yogurt and spice marinade', 18, 'S'],
      ['Chicken Biryani', 'Basmati, saffron, raita', 19],
      ['Vegetable Biryani', 'Basmati, mint, raita', 16, 'V'],
      ['Garlic Naan', 'Cilantro', 4, 'V'],
      ['Basmati Rice', 'Cumin', 3, 'V'],
    ]),
  ],
  desserts: section('desserts', 'Desserts', [
    ['Gulab Jamun', 'Two, cardamom syrup', 6, 'V'],
    ['Mango Kulfi', 'Pistachio', 7, 'V'],
  ]),
  drinks: section('drinks', 'Drinks', [
    ['Mango Lassi', 'Yogurt, mango', 5, 'V'],
    ['Masala Chai', 'Spiced milk tea', 4, 'V'],
    ['Sparkling Water', '500 ml', 4, 'V'],
  ]),
};

export const KOREAN: Kitchen = {
  key: 'korean',
  sections: [
    section('starters', 'Starters', [
      ['Korean Fried Chicken', 'Gochujang glaze or soy garlic', 15, 'S'],
      ['Mandu', 'Pork and kimchi dumplings, six', 10, 'S'],
      ['Kimchi Pancake', 'Scallion, dipping sauce', 12, 'VS'],
      ['Japchae', 'Sweet potato noodles, vegetables', 13, 'V'],
    ]),
    section('bowls', 'Bowls & Stews', [
      ['Dolsot Bibimbap', 'Stone pot, vegetables, egg, gochujang', 17, 'S'],
      ['Bulgogi', 'Marinated ribeye, rice, banchan', 22],
      ['Kimchi Jjigae', 'Pork, tofu, kimchi stew, rice', 16, 'S'],
      ['Sundubu Jjigae', 'Soft tofu stew, seafood, egg', 17, 'S'],
      ['Galbi', 'Grilled short ribs, rice, banchan', 29],
    ]),
    section('rice-noodles', 'Rice & Noodles', [
      ['Kimchi Fried Rice', 'Pork belly, fried egg', 15, 'S'],
      ['Naengmyeon', 'Cold buckwheat noodles, beef broth', 15],
      ['Tteokbokki', 'Rice cakes, fish cake, spicy sauce', 13, 'S'],
    ]),
  ],
};

export const VIETNAMESE: Kitchen = {
  key: 'vietnamese',
  sections: [
    section('starters', 'Starters', [
      ['Imperial Rolls', 'Pork, shrimp, lettuce wraps, nước chấm', 10],
      ['Summer Rolls', 'Shrimp, herbs, peanut sauce', 9],
      ['Chicken Wings', 'Fish sauce caramel', 12],
      ['Green Papaya Salad', 'Shrimp, herbs, peanuts', 11, 'S'],
    ]),
    section('pho', 'Phở & Noodles', [
      ['Phở Bò', 'Beef broth, rare steak, brisket, rice noodles', 16],
      ['Phở Gà', 'Chicken broth, rice noodles, herbs', 15],
      ['Bún Chả', 'Grilled pork, vermicelli, herbs, dipping sauce', 16],
      ['Bún Bò Huế', 'Spicy lemongrass beef noodle soup', 17, 'S'],
      ['Tofu Vermicelli Bowl', 'Lemongrass tofu, herbs, peanuts', 14, 'V'],
    ]),
    section('banh-mi', 'Bánh Mì & Rice', [
      ['Grilled Pork Bánh Mì', 'Pâté, pickles, cilantro, jalapeño', 11, 'S'],
      ['Lemongrass Chicken Bánh Mì', 'Pickled carrot, daikon', 11],
      ['Broken Rice Plate', 'Pork chop, egg, pickles', 16],
    ]),
  ],
  drinks: section('drinks', 'Drinks', [
    ['Vietnamese Iced Coffee', 'Condensed milk', 6, 'V'],
    ['Fresh Lemonade', 'Salted plum or plain', 5, 'V'],
    ['Sparkling Water', '500 ml', 4, 'V'],
  ]),
};

export const HAWAIIAN: Kitchen = {
  key: 'hawaiian',
  sections: [
    section('pupus', 'Pūpū', [
      ['Spam Musubi', 'Two, teriyaki glaze, nori', 7],
      ['Coconut Shrimp', 'Sweet chili', 13],
      ['Furikake Fries', 'Garlic aioli', 8, 'V'],
    ]),
    section('poke', 'Poke Bowls', [
      ['Shoyu Ahi Poke', 'Tuna, sweet onion, sesame, rice', 18],
      ['Spicy Salmon Poke', 'Salmon, chili mayo, cucumber, rice', 18, 'S'],
      ['Tofu Poke', 'Tofu, seaweed, edamame, rice', 15, 'V'],
      ['Octopus Poke', 'Tako, limu, rice', 19],
    ]),
    section('plates', 'Plate Lunch', [
      ['Kalua Pork Plate', 'Cabbage, rice, mac salad', 17],
      ['Loco Moco', 'Beef patty, egg, gravy, rice', 16],
      ['Huli Huli Chicken', 'Grilled, pineapple glaze, rice, mac salad', 17],
      ['Garlic Shrimp Plate', 'Butter, garlic, rice', 20],
    ]),
  ],
};
