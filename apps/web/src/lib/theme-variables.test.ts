import { describe, expect, it } from 'vitest';
import { testPartner } from '@/testing/fixtures';
import { applyTheme, themeVariables } from './theme-variables';

describe('the partner theme', () => {
  const { theme } = testPartner();

  it('names every colour as a kebab-case custom property', () => {
    const variables = themeVariables(theme);
    expect(variables['--color-primary']).toBe(theme.colors.primary);
    expect(variables['--color-on-primary']).toBe(theme.colors.onPrimary);
    expect(variables['--color-muted-text']).toBe(theme.colors.mutedText);
    const colorNames = Object.keys(variables).filter((name) => name.startsWith('--color-'));
    expect(colorNames).toHaveLength(Object.keys(theme.colors).length);
  });

  it('carries the font family and its three weights', () => {
    const variables = themeVariables(theme);
    expect(variables['--font-family']).toBe(theme.fontFamily);
    expect([
      variables['--font-weight-regular'],
      variables['--font-weight-medium'],
      variables['--font-weight-bold'],
    ]).toEqual(theme.fontWeights.map(String));
  });

  it('sets the properties on the document root and can take them away again', () => {
    const root = document.documentElement;
    const remove = applyTheme(theme);
    expect(root.style.getPropertyValue('--color-secondary')).toBe(theme.colors.secondary);
    expect(root.style.getPropertyValue('--font-family')).toBe(theme.fontFamily);

    remove();
    expect(root.style.getPropertyValue('--color-secondary')).toBe('');
  });
});
