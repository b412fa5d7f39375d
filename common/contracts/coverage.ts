import { z } from 'zod';
import { UiLanguages } from '../languages';
import { Messages } from '../messages';
import { Access, defineOperation } from '../operation';
import { BankCoverageSchema } from '../schemas/coverage';

/** The public coverage page's data (issue 14): generated from the bank, so it is always true. */
export const FindCoverage = defineOperation({
  name: 'find-coverage',
  method: 'GET',
  path: '/api/coverage',
  query: z.strictObject({ lang: z.enum(UiLanguages, Messages.catalogQueryInvalid).default('en') }),
  output: BankCoverageSchema,
  access: Access.anyone,
});
