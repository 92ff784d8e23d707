/**
 * The statutory due dates of a producer company (Companies Act, 2013, Chapter XXIA) and of its tax
 * filings, as data: what is due, when, and the provision that says so. The calendar (compliance.ts)
 * turns them into dates for one FPO. A change in the law is a change here, reviewed with its tests
 * (decision 014). Where guides disagree, the earlier date is kept: filing early costs nothing,
 * filing late costs a fee per day.
 */

/** The first producer companies were registered under Part IXA of the 1956 Act, in force from 6 February 2003. */
export const EARLIEST_INCORPORATION = '2003-02-06';

export const gstFilings = ['monthly', 'quarterly'] as const;
export type GstFiling = (typeof gstFilings)[number];

export type Authority = 'mca' | 'income_tax' | 'gst';

/** When a rule falls due. Every date is a calendar date in India; `month` is 1-12. */
export type Schedule =
  /** Once, so many days after incorporation. */
  | { kind: 'after_incorporation'; days: number }
  /** Once per financial year, on a fixed day after the year ends (30 September, 31 October...). */
  | { kind: 'after_year_end'; month: number; day: number }
  /** Once per financial year, so many days after that year's AGM (held, or else due). */
  | { kind: 'after_agm'; days: number }
  /** Every month, on this day of the month after. */
  | { kind: 'monthly'; day: number }
  /** Every quarter of the financial year, on this day of the month after it. */
  | { kind: 'quarterly'; day: number | 'by_state' };

export type ComplianceRule = {
  key: string;
  authority: Authority;
  /** The form filed, where there is one. */
  form?: string;
  schedule: Schedule;
  /** Only for an FPO registered for GST, filing monthly or quarterly (QRMP). */
  gst?: 'monthly' | 'quarterly' | 'any';
  /** Due only in some years (the auditor is appointed for five); the FPO may mark it "not this year". */
  occasional?: boolean;
  /** The provision, cited as the statute writes it. Shown beside the item; not translated. */
  source: string;
  sourceUrl: string;
};

const companiesAct = 'https://www.indiacode.nic.in/handle/123456789/2114';
const incomeTaxAct = 'https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx';
const cgstAct = 'https://cbic-gst.gov.in/gst-acts.html';

export const complianceRules = [
  {
    key: 'first_auditor',
    authority: 'mca',
    schedule: { kind: 'after_incorporation', days: 30 },
    source:
      'Companies Act, 2013, s. 139(6): the Board appoints the first auditor within 30 days of incorporation',
    sourceUrl: companiesAct,
  },
  {
    key: 'first_agm',
    authority: 'mca',
    schedule: { kind: 'after_incorporation', days: 90 },
    source:
      'Companies Act, 2013, s. 378ZA(2): the first annual general meeting within 90 days of incorporation',
    sourceUrl: companiesAct,
  },
  {
    key: 'agm',
    authority: 'mca',
    schedule: { kind: 'after_year_end', month: 9, day: 30 },
    source:
      'Companies Act, 2013, s. 378ZA(1) and s. 96(1): an annual general meeting every year, within six months of the year end and not more than 15 months after the previous one',
    sourceUrl: companiesAct,
  },
  {
    key: 'financial_statements',
    authority: 'mca',
    form: 'AOC-4',
    schedule: { kind: 'after_agm', days: 30 },
    source:
      'Companies Act, 2013, s. 137(1): the financial statements adopted at the AGM, filed within 30 days of it (some producer-company guides give 60; the earlier date is shown)',
    sourceUrl: companiesAct,
  },
  {
    key: 'annual_return',
    authority: 'mca',
    form: 'MGT-7',
    schedule: { kind: 'after_agm', days: 60 },
    source: 'Companies Act, 2013, s. 92(4): the annual return, filed within 60 days of the AGM',
    sourceUrl: companiesAct,
  },
  {
    key: 'auditor_appointment',
    authority: 'mca',
    form: 'ADT-1',
    schedule: { kind: 'after_agm', days: 15 },
    occasional: true,
    source:
      'Companies Act, 2013, s. 139(1); Companies (Audit and Auditors) Rules, 2014, rule 4(2): within 15 days of the AGM that appoints or reappoints the auditor (for five years)',
    sourceUrl: companiesAct,
  },
  {
    key: 'director_kyc',
    authority: 'mca',
    form: 'DIR-3 KYC',
    schedule: { kind: 'after_year_end', month: 9, day: 30 },
    source:
      'Companies (Appointment and Qualification of Directors) Rules, 2014, rule 12A: every director holding a DIN, by 30 September after the year end',
    sourceUrl: companiesAct,
  },
  {
    key: 'income_tax_return',
    authority: 'income_tax',
    form: 'ITR-6',
    schedule: { kind: 'after_year_end', month: 10, day: 31 },
    source:
      'Income-tax Act, 1961, s. 139(1): a company files its return by 31 October of the assessment year',
    sourceUrl: incomeTaxAct,
  },
  {
    key: 'gstr1',
    authority: 'gst',
    form: 'GSTR-1',
    schedule: { kind: 'monthly', day: 11 },
    gst: 'monthly',
    source:
      'CGST Act, 2017, s. 37; CGST Rules, 2017, rule 59(1): outward supplies by the 11th of the next month',
    sourceUrl: cgstAct,
  },
  {
    key: 'gstr3b',
    authority: 'gst',
    form: 'GSTR-3B',
    schedule: { kind: 'monthly', day: 20 },
    gst: 'monthly',
    source:
      'CGST Act, 2017, s. 39(1); CGST Rules, 2017, rule 61: the summary return and tax by the 20th of the next month',
    sourceUrl: cgstAct,
  },
  {
    key: 'gstr1_quarterly',
    authority: 'gst',
    form: 'GSTR-1 QRMP',
    schedule: { kind: 'quarterly', day: 13 },
    gst: 'quarterly',
    source:
      'CGST Act, 2017, s. 37; CGST Rules, 2017, rule 59(2): under QRMP, outward supplies by the 13th of the month after the quarter',
    sourceUrl: cgstAct,
  },
  {
    key: 'gstr3b_quarterly',
    authority: 'gst',
    form: 'GSTR-3B QRMP',
    schedule: { kind: 'quarterly', day: 'by_state' },
    gst: 'quarterly',
    source:
      'CGST Act, 2017, s. 39(1) proviso; CGST Rules, 2017, rule 61: under QRMP, by the 22nd of the month after the quarter in the southern and western states, the 24th elsewhere, by the state of the GSTIN',
    sourceUrl: cgstAct,
  },
  {
    key: 'gst_annual_return',
    authority: 'gst',
    form: 'GSTR-9',
    schedule: { kind: 'after_year_end', month: 12, day: 31 },
    gst: 'any',
    occasional: true,
    source:
      'CGST Act, 2017, s. 44; CGST Rules, 2017, rule 80: the annual return by 31 December after the year; optional when the turnover was up to ₹2 crore',
    sourceUrl: cgstAct,
  },
] as const satisfies readonly ComplianceRule[];

export type ComplianceRuleKey = (typeof complianceRules)[number]['key'];
export const complianceRuleKeys = complianceRules.map((rule) => rule.key) as ComplianceRuleKey[];

/**
 * The states whose quarterly GSTR-3B is due on the 22nd (the rest: the 24th), by the first two
 * digits of the GSTIN: Chhattisgarh (22) through Andhra Pradesh (37) in the state-code list, which
 * are the southern and western states and union territories the rule names.
 */
export const quarterlyReturnDay = (gstin: string) => {
  const state = Number(gstin.slice(0, 2));
  return state >= 22 && state <= 37 ? 22 : 24;
};

/** A rule by its key, typed as any rule (its form and flags may be absent). */
export const complianceRule = (key: string): ComplianceRule | undefined =>
  (complianceRules as readonly ComplianceRule[]).find((rule) => rule.key === key);
