import { createFormHookContexts } from "@tanstack/react-form"

/** The contexts the kit's field components read their field and form from (TanStack Form's form composition). */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
