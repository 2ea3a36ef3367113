import { describe, expect, it } from 'vitest';
import { generatedMerchantId } from '../seed/merchants/generate-merchant';
import { catalogMerchantIdOf } from './image-owner';

describe("an image's merchant", () => {
  it("is named by a catalog image id the way the generator names the merchant's pictures", () => {
    for (const index of [0, 41, 24_999, 99_999]) {
      expect(catalogMerchantIdOf(`m${index + 1}-0`)).toBe(generatedMerchantId(index));
      expect(catalogMerchantIdOf(`m${index + 1}-menu-2`)).toBe(generatedMerchantId(index));
    }
  });

  it('is not guessed for ids of another form', () => {
    for (const id of ['t-fp0000001-0', 'm0-0', 'm-1', 'x42-0', 'm12345678-0'])
      expect(catalogMerchantIdOf(id)).toBeNull();
  });
});
