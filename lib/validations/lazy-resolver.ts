import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (zod, the form's schema, @hookform/resolvers) is fetched when first
 * needed, not with the page: `preload()` on the form's first focus or input, and the resolver waits for it if a
 * submit comes first. Should the code fail to load (a dropped connection), the values go to the server as they
 * are, in the shape `passThrough` gives them, and the server's answer shows any errors.
 */
export function lazyResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
  passThrough: (values: Values) => Output,
) {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) => {
    try {
      return await (
        await loaded()
      )(values, context, options);
    } catch (error) {
      console.error('Form: the validation code could not be loaded; the server will check the form', error);
      return { values: passThrough(values), errors: {} };
    }
  };
  return { resolver, preload: () => void loaded().catch(() => {}) };
}
