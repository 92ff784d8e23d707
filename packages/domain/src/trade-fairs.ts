import { z } from 'zod';
import { ADMIN_PAGE_SIZES } from './admin-users.ts';
import { apiObject, byRule, flag, optionalText, queryInteger, text, uuid } from './field-atoms.ts';
import { isCalendarDate } from './india-dates.ts';
import { amount } from './inventory-api.ts';
import { validateWebsite } from './settings.ts';

/**
 * Trade fairs (document 2, 2.18, 3, 4, 5; decision 030): admins keep the list of fairs; an FPO
 * registers for one with the products it will show, and the organisers confirm or cancel.
 * Dates are India's calendar days, `YYYY-MM-DD`.
 */

export const tradeFairRegistrationStatuses = ['pending', 'confirmed', 'cancelled'] as const;
export type TradeFairRegistrationStatus = (typeof tradeFairRegistrationStatuses)[number];

/** What a fair's card shows: the register button, one of the two closed states, or the registration. */
export const tradeFairStates = ['open', 'closed', 'completed', 'registered'] as const;
export type TradeFairState = (typeof tradeFairStates)[number];

/**
 * The rule of 2.18 and 4: 'Register Now' only while the FPO has not registered, the fair is active,
 * its registration deadline has not passed and it is not over. A deadline or end date of today has
 * not passed: the day is still open. Otherwise 'Event Completed' once the end date is past, else
 * 'Registration Closed'. A registered fair shows its registration's status instead, whatever the dates.
 */
export const tradeFairState = (
  fair: { isActive: boolean; registrationDeadline: string; endDate: string },
  registered: boolean,
  today: string,
): TradeFairState => {
  if (registered) return 'registered';
  if (fair.endDate < today) return 'completed';
  if (!fair.isActive || fair.registrationDeadline < today) return 'closed';
  return 'open';
};

/** The most products one registration lists, and the longest name of one. */
export const TRADE_FAIR_PRODUCTS_MAX = 30;
export const TRADE_FAIR_PRODUCT_LENGTH_MAX = 80;

/**
 * The products to display, as typed: comma separated (2.18, 5), each trimmed, blanks dropped, the
 * same product named twice kept once (the first spelling wins).
 */
export const splitProducts = (typed: string | readonly string[]): string[] => {
  const parts = typeof typed === 'string' ? typed.split(',') : typed.flatMap((part) => part.split(','));
  const seen = new Set<string>();
  const products: string[] = [];
  for (const part of parts) {
    const product = part.trim();
    const key = product.toLocaleLowerCase('en-IN');
    if (!product || seen.has(key)) continue;
    seen.add(key);
    products.push(product);
  }
  return products;
};

/** A list typed as one comma-separated text, or sent as a list; either way split and trimmed. */
const commaList = ({
  required,
  maxItems,
  maxLength,
  tooMany,
  tooLong,
}: {
  required?: string;
  maxItems: number;
  maxLength: number;
  tooMany: string;
  tooLong: string;
}) =>
  z
    .union(
      [text({ max: maxItems * (maxLength + 2) }), z.array(text({ max: maxLength * 2 })).max(maxItems * 2)],
      {
        error: (issue) =>
          issue.input === undefined || issue.input === null ? (required ?? 'required') : 'type_invalid',
      },
    )
    .transform((typed, ctx) => {
      const items = splitProducts(typed);
      const fail = (code: string) => {
        ctx.addIssue({ code: 'custom', message: code });
        return z.NEVER;
      };
      if (required && items.length === 0) return fail(required);
      if (items.length > maxItems) return fail(tooMany);
      if (items.some((item) => item.length > maxLength)) return fail(tooLong);
      return items;
    });

/**
 * The registration modal (5): at least one non-empty product ('Please enter at least one product to
 * display'), booth requirements optional. The form sends the text as typed; the API takes it or a list.
 */
export const tradeFairRegistrationInputSchema = apiObject({
  productsToDisplay: commaList({
    required: 'products_required',
    maxItems: TRADE_FAIR_PRODUCTS_MAX,
    maxLength: TRADE_FAIR_PRODUCT_LENGTH_MAX,
    tooMany: 'products_too_many',
    tooLong: 'product_too_long',
  }),
  boothRequirements: optionalText({ max: 1000, multiline: true }),
});
export type TradeFairRegistrationInput = z.output<typeof tradeFairRegistrationInputSchema>;

const requiredDate = (code: string) =>
  text({ max: 10, required: code }).refine((value) => isCalendarDate(value), code);

/**
 * A fair as an admin writes it (3): name, dates, place and cost are needed; the registration deadline
 * and the start come no later than the end ('end_before_start', 'deadline_after_end').
 */
export const tradeFairInputSchema = apiObject({
  name: text({ max: 150, required: 'name_required' }),
  description: optionalText({ max: 2000, multiline: true }),
  categories: commaList({
    maxItems: 10,
    maxLength: 60,
    tooMany: 'categories_too_many',
    tooLong: 'category_too_long',
  }).default([]),
  startDate: requiredDate('start_date_invalid'),
  endDate: requiredDate('end_date_invalid'),
  registrationDeadline: requiredDate('registration_deadline_invalid'),
  city: text({ max: 80, required: 'city_required' }),
  state: text({ max: 80, required: 'state_required' }),
  participationCost: amount({ code: 'participation_cost_invalid', min: 0 }),
  expectedVisitors: amount({ code: 'expected_visitors_invalid', min: 0, integer: true })
    .nullish()
    .transform((value) => value ?? null),
  websiteUrl: optionalText({ max: 300 }).transform((value, ctx) =>
    value === null ? null : byRule(validateWebsite)(value, ctx),
  ),
  isActive: flag().default(true),
}).superRefine((fair, ctx) => {
  if (fair.startDate > fair.endDate)
    ctx.addIssue({ code: 'custom', message: 'end_before_start', path: ['endDate'] });
  if (fair.registrationDeadline > fair.endDate)
    ctx.addIssue({ code: 'custom', message: 'deadline_after_end', path: ['registrationDeadline'] });
});
export type TradeFairInput = z.output<typeof tradeFairInputSchema>;

export const tradeFairIdParamsSchema = apiObject({ tradeFairId: uuid('trade_fair_id_invalid') });
export const tradeFairRegistrationIdParamsSchema = apiObject({
  registrationId: uuid('registration_id_invalid'),
});

/** The organisers' answer to a registration: confirmed once paid (4), or cancelled. */
export const tradeFairRegistrationStatusInputSchema = apiObject({
  status: z.enum(['confirmed', 'cancelled'], { error: 'status_invalid' }),
});

export const tradeFairSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  categories: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  registrationDeadline: z.string(),
  city: z.string(),
  state: z.string(),
  /** Rupees for a stall; 0 when free. */
  participationCost: z.number(),
  expectedVisitors: z.number().int().nullable(),
  websiteUrl: z.string().nullable(),
});
export type TradeFair = z.infer<typeof tradeFairSchema>;

export const tradeFairRegistrationSchema = z.object({
  id: z.string(),
  status: z.enum(tradeFairRegistrationStatuses),
  productsToDisplay: z.array(z.string()),
  boothRequirements: z.string().nullable(),
  registeredAt: z.string(),
});
export type TradeFairRegistration = z.infer<typeof tradeFairRegistrationSchema>;

/** A fair as an FPO sees it: with its own registration, if any, and the state the card shows. */
export const fpoTradeFairSchema = tradeFairSchema.extend({
  /** What the card shows ('state' is the fair's Indian state). */
  registrationState: z.enum(tradeFairStates),
  registration: z.nullable(tradeFairRegistrationSchema),
});
export type FpoTradeFair = z.infer<typeof fpoTradeFairSchema>;

export const fpoTradeFairsSchema = z.object({
  items: z.array(fpoTradeFairSchema),
  /** India's date the states were judged on. */
  today: z.string(),
});
export type FpoTradeFairs = z.infer<typeof fpoTradeFairsSchema>;

/** The categories the fairs name, for the filter chips: each once, in the order they first appear. */
export const tradeFairCategories = (fairs: readonly { categories: readonly string[] }[]): string[] =>
  splitProducts(fairs.flatMap((fair) => fair.categories));

/** The list's search (2.18): name, description, city, state or a category, case-insensitive. */
export const tradeFairMatches = (
  fair: Pick<TradeFair, 'name' | 'description' | 'city' | 'state' | 'categories'>,
  search: string,
  category: string | null,
): boolean => {
  const wanted = search.trim().toLocaleLowerCase('en-IN');
  if (
    category &&
    !fair.categories.some((c) => c.toLocaleLowerCase('en-IN') === category.toLocaleLowerCase('en-IN'))
  )
    return false;
  if (!wanted) return true;
  return [fair.name, fair.description ?? '', fair.city, fair.state, ...fair.categories].some((field) =>
    field.toLocaleLowerCase('en-IN').includes(wanted),
  );
};

const registrationCountsSchema = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  cancelled: z.number().int(),
});

export const adminTradeFairSchema = tradeFairSchema.extend({
  isActive: z.boolean(),
  registrations: registrationCountsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminTradeFair = z.infer<typeof adminTradeFairSchema>;

export const adminTradeFairsSchema = z.object({ items: z.array(adminTradeFairSchema) });
export type AdminTradeFairs = z.infer<typeof adminTradeFairsSchema>;

export const tradeFairRegistrationFilters = ['all', ...tradeFairRegistrationStatuses] as const;
export type TradeFairRegistrationFilter = (typeof tradeFairRegistrationFilters)[number];

export const adminTradeFairRegistrationsQuerySchema = apiObject({
  status: z.enum(tradeFairRegistrationFilters, { error: 'status_invalid' }).default('all'),
  page: queryInteger({ code: 'page_invalid', min: 1, max: 100_000 }).default(1),
  pageSize: z.coerce
    .number({ error: 'page_size_invalid' })
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), 'page_size_invalid')
    .default(20),
});
export type AdminTradeFairRegistrationsQuery = z.output<typeof adminTradeFairRegistrationsQuerySchema>;

export const adminTradeFairRegistrationSchema = tradeFairRegistrationSchema.extend({
  tradeFairId: z.string(),
  fairName: z.string(),
  fairStartDate: z.string(),
  fpoId: z.string(),
  fpoName: z.string(),
  /** Who registered, while the account exists. */
  registeredByEmail: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
});
export type AdminTradeFairRegistration = z.infer<typeof adminTradeFairRegistrationSchema>;

export const adminTradeFairRegistrationsSchema = z.object({
  items: z.array(adminTradeFairRegistrationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Registrations by status over the fair (or every fair), whatever the filter. */
  counts: registrationCountsSchema,
});
export type AdminTradeFairRegistrations = z.infer<typeof adminTradeFairRegistrationsSchema>;
