/**
 * A namespace's declared messages with some of them replaced by getters or functions that prepare their
 * values first (a number in the spec's format, a limit of the programme, a list joined, an object of texts),
 * so call sites keep their shape. Nothing is read here: the messages' getters are copied, not called, and
 * every text formats when it is used, in the language of that moment.
 */
/* #__NO_SIDE_EFFECTS__ */
export function extendMessages<M extends object, X extends object>(
  messages: M,
  extra: X,
): Omit<M, keyof X> & X {
  const own = Object.getOwnPropertyDescriptors(extra);
  const kept = Object.entries(Object.getOwnPropertyDescriptors(messages)).filter(
    ([key]) => !(key in own),
  );
  const out = Object.defineProperties({}, { ...Object.fromEntries(kept), ...own });
  return Object.freeze(out) as Omit<M, keyof X> & X;
}
