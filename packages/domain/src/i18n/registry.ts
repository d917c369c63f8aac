/** A message as the catalogue holds it: its id, its English text (ICU MessageFormat) and its note. */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
  description?: string;
}

/** The values an ICU message takes: strings, numbers (plural, number), booleans (select 'true'/'false'). */
export type MessageValue = string | number | boolean | null | undefined;
export type MessageValues = Readonly<Record<string, MessageValue>>;

const registry = new Map<string, MessageDescriptor>();

/** Every message declared so far, by id (the extraction reads them after importing the declaring modules). */
export function declaredMessages(): ReadonlyMap<string, MessageDescriptor> {
  return registry;
}

/** Records a declared message; the same id twice must carry the same English text. */
export function declare(id: string, spec: { defaultMessage: string; description?: string }): void {
  const known = registry.get(id);
  if (known && known.defaultMessage !== spec.defaultMessage)
    throw new Error(`The message ${id} is declared twice with different texts.`);
  registry.set(id, {
    id,
    defaultMessage: spec.defaultMessage,
    ...(spec.description ? { description: spec.description } : {}),
  });
}
