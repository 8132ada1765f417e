import { createContext, useContext, type ReactNode } from 'react';
import type { z } from 'zod';
import { maxLengthOf } from '@huitang/contracts';

const LimitsContext = createContext<z.ZodObject | undefined>(undefined);

/**
 * The contract schema a form submits: its text fields (TextField, LangField) take their maximum
 * length from it, so no form copies a number the server also holds.
 */
export function ContractLimits({ schema, children }: { schema: z.ZodObject; children: ReactNode }) {
  return <LimitsContext.Provider value={schema}>{children}</LimitsContext.Provider>;
}

/** The maximum length of `name` in the form's contract; `given` wins when a field passes its own. */
export const useMaxLength = (name: unknown, given?: number): number | undefined => {
  const schema = useContext(LimitsContext);
  if (given !== undefined) return given;
  if (!schema || typeof name !== 'string') return undefined;
  // A field the contract does not know is a form that drifted from it: say so at once.
  if (!(name in schema.shape)) throw new Error(`the form's contract has no field ${name}`);
  return maxLengthOf(schema, name as never);
};
