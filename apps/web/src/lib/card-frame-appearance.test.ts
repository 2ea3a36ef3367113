import { afterEach, describe, expect, it } from 'vitest';
import { frameAppearanceOf, hexColor, surfaceColorOf } from './card-frame-appearance';

afterEach(() => {
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
});

describe("the card frame's appearance", () => {
  it('reads computed colours as #rrggbb, and transparent as none', () => {
    expect(hexColor('rgb(252, 251, 248)')).toBe('#fcfbf8');
    expect(hexColor('rgba(11, 61, 145, 0.5)')).toBe('#0b3d91');
    expect(hexColor('rgb(11 61 145 / 80%)')).toBe('#0b3d91');
    expect(hexColor('#FCFBF8')).toBe('#fcfbf8');
    expect(hexColor('rgba(0, 0, 0, 0)')).toBeNull();
    expect(hexColor('transparent')).toBeNull();
    expect(hexColor('')).toBeNull();
  });

  it('finds the surface behind an element in its nearest background', () => {
    document.body.style.backgroundColor = 'rgb(255, 250, 245)';
    document.body.innerHTML = '<section><div><span id="frame"></span></div></section>';
    const frame = document.getElementById('frame') as HTMLElement;
    expect(surfaceColorOf(frame)).toBe('#fffaf5');
    (frame.parentElement as HTMLElement).style.backgroundColor = 'rgb(243, 246, 251)';
    expect(surfaceColorOf(frame)).toBe('#f3f6fb');
  });

  it("takes the element's font and text colour, leaving out what the frame would refuse", () => {
    document.body.innerHTML = '<div id="frame"></div>';
    const frame = document.getElementById('frame') as HTMLElement;
    frame.style.fontFamily = 'Tahoma, Verdana, Segoe, sans-serif';
    frame.style.color = 'rgb(29, 38, 38)';
    expect(frameAppearanceOf(frame, '#e07a5f')).toEqual({
      accentColor: '#e07a5f',
      fontFamily: 'Tahoma, Verdana, Segoe, sans-serif',
      textColor: '#1d2626',
    });
    frame.style.fontFamily = 'Inter';
    expect(frameAppearanceOf(frame, 'teal')).toEqual({ fontFamily: 'Inter', textColor: '#1d2626' });
  });
});
