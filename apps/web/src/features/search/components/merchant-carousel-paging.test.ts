import { describe, expect, it } from 'vitest';
import {
  clampPage,
  firstSlideOfPage,
  firstVisibleSlide,
  pageCount,
  pageOfFirstVisible,
  slidesPerPage,
} from './merchant-carousel-paging';

describe('carousel paging', () => {
  it('fits as many whole slides as the track holds, at least one', () => {
    // Three 300 px slides with 16 px gaps fill a 932 px track exactly.
    expect(slidesPerPage(932, 300, 16)).toBe(3);
    expect(slidesPerPage(931.6, 300, 16)).toBe(3);
    expect(slidesPerPage(900, 300, 16)).toBe(2);
    expect(slidesPerPage(200, 300, 16)).toBe(1);
    expect(slidesPerPage(0, 0, 0)).toBe(1);
  });

  it('pages 15 merchants three at a time into five pages, one dot each', () => {
    expect(pageCount(15, 3)).toBe(5);
    expect(pageCount(15, 4)).toBe(4);
    expect(pageCount(0, 3)).toBe(0);
  });

  it('starts the last page early so it is full', () => {
    expect([0, 1, 2, 3].map((page) => firstSlideOfPage(page, 15, 4))).toEqual([0, 4, 8, 11]);
    expect(firstSlideOfPage(0, 2, 3)).toBe(0);
  });

  it('knows the page in view from the first visible slide, the end being the last page', () => {
    expect(pageOfFirstVisible(0, 15, 3)).toBe(0);
    expect(pageOfFirstVisible(3, 15, 3)).toBe(1);
    expect(pageOfFirstVisible(7, 15, 3)).toBe(2);
    expect(pageOfFirstVisible(11, 15, 4)).toBe(3);
    expect(pageOfFirstVisible(12, 15, 3)).toBe(4);
  });

  it('turns a scroll offset into the first visible slide', () => {
    expect(firstVisibleSlide(0, 316)).toBe(0);
    expect(firstVisibleSlide(948, 316)).toBe(3);
    expect(firstVisibleSlide(940, 316)).toBe(3);
    expect(firstVisibleSlide(100, 0)).toBe(0);
  });

  it('keeps prev and next inside the pages', () => {
    expect(clampPage(-1, 5)).toBe(0);
    expect(clampPage(5, 5)).toBe(4);
    expect(clampPage(2, 5)).toBe(2);
  });
});
