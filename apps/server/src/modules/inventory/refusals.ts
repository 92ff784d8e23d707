import { errorResponseSchema } from '@sangam/domain';

export const inventoryRefusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
export const pictureRefusals = { ...inventoryRefusals, 413: errorResponseSchema, 415: errorResponseSchema };
