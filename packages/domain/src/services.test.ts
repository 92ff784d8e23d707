import { describe, expect, it } from 'vitest';
import { formatRupees } from './format.ts';
import {
  accountingComplianceItems,
  accountingFeatures,
  caServiceItems,
  csServiceItems,
  dprComponents,
  enquiryInputSchema,
  planForService,
  servicePlans,
} from './services.ts';

describe('service pages (document 2, 2.15 and 9)', () => {
  it('lists seven CA items, six CS items and six DPR components', () => {
    expect(caServiceItems).toHaveLength(7);
    expect(csServiceItems).toHaveLength(6);
    expect(dprComponents).toHaveLength(6);
    expect(accountingFeatures).toHaveLength(6);
    expect(accountingComplianceItems).toHaveLength(7);
  });

  it('prices the plans as the spec does, shown with Indian grouping', () => {
    const shown = (kind: keyof typeof servicePlans) =>
      servicePlans[kind].map((plan) => `${plan.key} ${formatRupees(plan.price)}/${plan.per}`);
    expect(shown('ca')).toEqual(['basic ₹25,000/year', 'premium ₹45,000/year', 'enterprise ₹75,000/year']);
    expect(shown('cs')).toEqual(['standard ₹35,000/year', 'premium ₹55,000/year']);
    expect(shown('dpr')).toEqual([
      'bank_loan ₹50,000/project',
      'government_scheme ₹75,000/project',
      'investment ₹1,00,000/project',
    ]);
  });

  it('needs the plan of the page a service is described on', () => {
    expect(planForService('accounting')).toBe('pro');
    expect(planForService('ca')).toBe('pro_max');
    expect(planForService('hfn_store')).toBe('pro_max');
  });
});

describe('an enquiry', () => {
  const valid = {
    service: 'ca',
    plan: 'premium',
    name: 'Lakshmi Devi',
    phone: '98450 12345',
    message: 'Call me',
  };

  it('keeps the plan of the service and the phone as +91 and ten digits', () => {
    expect(enquiryInputSchema.parse(valid)).toEqual({
      service: 'ca',
      plan: 'premium',
      name: 'Lakshmi Devi',
      phone: '+919845012345',
      message: 'Call me',
    });
  });

  it('takes no plan and no message', () => {
    expect(
      enquiryInputSchema.parse({ ...valid, service: 'hfn_store', plan: null, message: '  ' }),
    ).toMatchObject({
      plan: null,
      message: null,
    });
  });

  it.each([
    [{ plan: 'bank_loan' }, 'plan', 'plan_invalid'],
    [{ service: 'accounting', plan: 'basic' }, 'plan', 'plan_invalid'],
    [{ service: 'tax' }, 'service', 'service_invalid'],
    [{ phone: '12345' }, 'phone', 'phone_invalid'],
    [{ name: ' ' }, 'name', 'name_required'],
    [{ extra: 1 }, '', 'unknown_field'],
  ])('refuses %o', (change, field, code) => {
    const result = enquiryInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      field,
      code,
    ]);
  });
});
