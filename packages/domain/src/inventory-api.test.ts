import { describe, expect, it } from 'vitest';
import { inputItemInputSchema, productInputSchema } from './inventory-api.ts';

const codes = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`));

const packaged = { productName: 'Ghee', packagingType: 'packaged', quantityAvailable: 1, salePrice: 0.01 };
const open = { productName: 'Ragi', packagingType: 'open', quantityTonnes: 0.01, salePrice: 1 };

describe('the product form (spec 5)', () => {
  it.each([
    ['the smallest packaged product', packaged, []],
    ['the smallest open product', open, []],
    ['typed text for numbers', { ...open, quantityTonnes: '2.25', salePrice: '38000' }, []],
    ['no packaging type: packaged', { productName: 'Ghee', quantityAvailable: 3, salePrice: 5 }, []],
    ['a blank name', { ...packaged, productName: ' ' }, ['productName:product_name_required']],
    ['a sale price of 0', { ...packaged, salePrice: 0 }, ['salePrice:sale_price_invalid']],
    ['a price of three decimals', { ...packaged, salePrice: 1.005 }, ['salePrice:sale_price_invalid']],
    ['no packets', { ...packaged, quantityAvailable: null }, ['quantityAvailable:quantity_packets_invalid']],
    ['0 packets', { ...packaged, quantityAvailable: 0 }, ['quantityAvailable:quantity_packets_invalid']],
    [
      'half a packet',
      { ...packaged, quantityAvailable: 0.5 },
      ['quantityAvailable:quantity_packets_invalid'],
    ],
    ['a packet size of 0 g', { ...packaged, packetSizeGms: 0 }, []],
    ['a negative packet size', { ...packaged, packetSizeGms: -5 }, ['packetSizeGms:packet_size_invalid']],
    ['no tonnes', { ...open, quantityTonnes: undefined }, ['quantityTonnes:quantity_tonnes_invalid']],
    ['0 tonnes', { ...open, quantityTonnes: 0 }, ['quantityTonnes:quantity_tonnes_invalid']],
    [
      'a date that does not exist',
      { ...packaged, expiryDate: '2026-02-29' },
      ['expiryDate:expiry_date_invalid'],
    ],
    ['a leap day', { ...packaged, expiryDate: '2028-02-29' }, []],
    // It once threw a RangeError out of the schema: the API answered 500.
    ['month 13, day 45', { ...packaged, expiryDate: '2026-13-45' }, ['expiryDate:expiry_date_invalid']],
    [
      'a date in another format',
      { ...packaged, expiryDate: '31/12/2026' },
      ['expiryDate:expiry_date_invalid'],
    ],
    ['Infinity as text', { ...packaged, salePrice: 'Infinity' }, ['salePrice:sale_price_invalid']],
    ['a billion and one', { ...packaged, salePrice: 1_000_000_001 }, ['salePrice:sale_price_invalid']],
  ])('%s', (_name, body, expected) => {
    expect(codes(productInputSchema.safeParse(body))).toEqual(expected);
  });

  it.each([
    [packaged, { quantityAvailable: 1, packetSizeGms: null, quantityTonnes: null }],
    [
      { ...packaged, quantityTonnes: 4, packetSizeGms: 500 },
      { quantityAvailable: 1, packetSizeGms: 500, quantityTonnes: null },
    ],
    [
      { ...open, quantityAvailable: 9, packetSizeGms: 500 },
      { quantityAvailable: null, packetSizeGms: null, quantityTonnes: 0.01 },
    ],
  ])('keeps only the unit its packaging uses (%#)', (body, units) => {
    expect(productInputSchema.parse(body)).toMatchObject({ ...units, expiryDate: null, isActive: true });
  });
});

describe('the input form (spec 5)', () => {
  const seed = { itemName: 'Seed', quantityAvailable: 0, purchasePrice: 0, salePrice: 0.01 };
  it.each([
    ['the smallest input', seed, []],
    ['no name', { ...seed, itemName: undefined }, ['itemName:item_name_required']],
    ['a sale price of 0', { ...seed, salePrice: 0 }, ['salePrice:sale_price_invalid']],
    [
      'a negative purchase price',
      { ...seed, purchasePrice: -0.01 },
      ['purchasePrice:purchase_price_invalid'],
    ],
    ['a fractional quantity', { ...seed, quantityAvailable: 1.5 }, ['quantityAvailable:quantity_invalid']],
    ['a boolean quantity', { ...seed, quantityAvailable: true }, ['quantityAvailable:type_invalid']],
  ])('%s', (_name, body, expected) => {
    expect(codes(inputItemInputSchema.safeParse(body))).toEqual(expected);
  });

  it('turns blank optional text into nothing', () => {
    expect(inputItemInputSchema.parse({ ...seed, chemicalName: '  ', cropUsedFor: ' Maize ' })).toMatchObject(
      {
        chemicalName: null,
        cropUsedFor: 'Maize',
      },
    );
  });
});
