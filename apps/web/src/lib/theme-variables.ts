import type { PublicPartner } from '@forkpoint/shared/contracts/partners';

/**
 * The partner theme as CSS custom properties: the stylesheets read only these, so one build serves every
 * partner. Colour keys become --color-<kebab-case> (onPrimary -> --color-on-primary).
 */
export type PartnerTheme = PublicPartner['theme'];

const WEIGHT_NAMES = ['regular', 'medium', 'bold'] as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function themeVariables(theme: PartnerTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme.colors)) variables[`--color-${kebab(name)}`] = value;
  variables['--font-family'] = theme.fontFamily;
  theme.fontWeights.forEach((weight, index) => {
    const name = WEIGHT_NAMES[index];
    if (name) variables[`--font-weight-${name}`] = String(weight);
  });
  return variables;
}

/**
 * Sets the variables on an element (the document root by default) through the CSSOM, which the CSP
 * allows, unlike inline style markup. Returns a function that removes them again.
 */
export function applyTheme(theme: PartnerTheme, target: HTMLElement = document.documentElement): () => void {
  const variables = themeVariables(theme);
  for (const [name, value] of Object.entries(variables)) target.style.setProperty(name, value);
  return () => {
    for (const name of Object.keys(variables)) target.style.removeProperty(name);
  };
}
