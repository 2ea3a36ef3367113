import type { MenuItem, MenuSection } from '@forkpoint/shared/contracts/ordering';
import { canAdd, quantityOf, type Cart } from '../lib/cart';
import { money } from '../lib/ordering-text';
import { QuantityStepper } from './quantity-stepper';

export interface MenuSectionsProps {
  sections: readonly MenuSection[];
  cart: Cart;
  onQuantity: (item: MenuItem, quantity: number) => void;
}

const TAG_WORDS = { vegetarian: 'Vegetarian', spicy: 'Spicy' } as const;

/** The menu by section, each dish with its price and a quantity stepper; a row of links jumps to a section. */
export function MenuSections({ sections, cart, onQuantity }: MenuSectionsProps) {
  if (sections.length === 0) {
    return (
      <p className="ordering-menu__empty">
        The menu is empty right now. Please call the restaurant or try again later.
      </p>
    );
  }
  return (
    <div className="ordering-menu">
      <nav className="ordering-menu__jump" aria-label="Menu sections">
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#menu-${section.id}`}>{section.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={`menu-${section.id}`}
          className="ordering-menu__section"
          aria-labelledby={`menu-${section.id}-title`}
          tabIndex={-1}
        >
          <h2 id={`menu-${section.id}-title`} className="ordering-menu__title">
            {section.name}
          </h2>
          <ul className="ordering-menu__items">
            {section.items.map((item) => (
              <li key={item.id} className="menu-item">
                <div className="menu-item__text">
                  <h3 className="menu-item__name">{item.name}</h3>
                  <p className="menu-item__description">{item.description}</p>
                  {item.tags.length > 0 ? (
                    <p className="menu-item__tags">
                      {item.tags.map((tag) => (
                        <span key={tag} className={`menu-tag menu-tag--${tag}`}>
                          {TAG_WORDS[tag]}
                        </span>
                      ))}
                    </p>
                  ) : null}
                </div>
                <div className="menu-item__order">
                  <p className="menu-item__price">{money(item.priceCents)}</p>
                  <QuantityStepper
                    name={item.name}
                    quantity={quantityOf(cart, item.id)}
                    canAdd={canAdd(cart, item.id)}
                    onChange={(quantity) => onQuantity(item, quantity)}
                  />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
