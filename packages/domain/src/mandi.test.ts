import { describe, expect, it } from 'vitest';
import { mandiQuerySchema } from './mandi.ts';
import { contactLinks, formatMobile, mobileDigits, shownContact, whatsappShareLink } from './mandi-links.ts';

describe('contact chips (document 2, 2.21)', () => {
  it.each([
    [null, null],
    ['', null],
    ['  ', null],
    ['null', null],
    ['+91', null],
    [' +91 ', null],
    ['undefined', null],
    ['+919845012345', '+919845012345'],
    [' Main Road, Hosur ', 'Main Road, Hosur'],
  ])('%j is shown as %j', (value, shown) => expect(shownContact(value)).toBe(shown));
});

describe('mobile numbers', () => {
  it.each([
    ['+919845012345', '9845012345', '+91 98450 12345'],
    ['919845012345', '9845012345', '+91 98450 12345'],
    ['09845012345', '9845012345', '+91 98450 12345'],
    ['98450 12345', '9845012345', '+91 98450 12345'],
    ['+91 98450-12345', '9845012345', '+91 98450 12345'],
    ['5845012345', null, '5845012345'],
    ['+9779812345678', null, '+9779812345678'],
    ['+91', null, null],
    [null, null, null],
  ])('%j has the digits %j and reads %j', (phone, digits, shown) => {
    expect(mobileDigits(phone)).toBe(digits);
    expect(formatMobile(phone)).toBe(shown);
  });
});

describe('contact links (document 2, 2.20)', () => {
  const about = { subject: 'Enquiry: Ragi & more', body: 'Hello,\nprice?', message: 'Is Ragi available?' };

  it('calls +91, writes to WhatsApp as 91 and the number, and prefills the e-mail', () => {
    expect(contactLinks({ phone: '+919845012345', email: 'fpo@example.org', ...about })).toEqual({
      call: 'tel:+919845012345',
      email: 'mailto:fpo@example.org?subject=Enquiry%3A%20Ragi%20%26%20more&body=Hello%2C%0Aprice%3F',
      whatsapp: 'https://wa.me/919845012345?text=Is%20Ragi%20available%3F',
    });
  });

  it('offers no link it cannot make', () => {
    expect(contactLinks({ phone: '+91', email: 'null', ...about })).toEqual({
      call: null,
      email: null,
      whatsapp: null,
    });
  });

  it('shares a page to anyone on WhatsApp with its text and address', () => {
    expect(whatsappShareLink('Ragi from Hosur FPO', 'https://sangam.example/mandi?product=1')).toBe(
      'https://wa.me/?text=Ragi%20from%20Hosur%20FPO%0Ahttps%3A%2F%2Fsangam.example%2Fmandi%3Fproduct%3D1',
    );
  });
});

describe('the Mandi query', () => {
  it.each([
    [{}, { packaging: 'all', page: 1 }],
    [
      { search: '  ragi ', packaging: 'open', page: '3' },
      { search: 'ragi', packaging: 'open', page: 3 },
    ],
  ])('reads %j', (query, parsed) => expect(mandiQuerySchema.parse(query)).toEqual(parsed));

  it.each([
    [{ packaging: 'loose' }],
    [{ page: '0' }],
    [{ page: 'x' }],
    [{ search: 'a'.repeat(101) }],
    [{ other: 1 }],
  ])('refuses %j', (query) => expect(mandiQuerySchema.safeParse(query).success).toBe(false));
});
