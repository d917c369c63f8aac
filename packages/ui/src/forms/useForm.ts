import type { FormIssues } from '@plaudit/domain';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';

const noNames: ReadonlySet<string> = new Set();

export interface FormController<T> {
  values: T;
  /**
   * Sets one field. A client-side message of that field is checked again (it goes once the value is
   * valid); the server's message of that field goes as soon as it changes.
   */
  set: <K extends keyof T>(name: K, value: T[K]) => void;
  /**
   * The message of a part that is not a React Aria field of that name (the recipients list, a checkbox):
   * the client rule's, else the server's formErrors entry.
   */
  errorOf: (name: keyof T & string) => string | undefined;
  /**
   * The client rule's message of a React Aria field named `name` in the form; the server's reaches that
   * field by its name through the form's `validationErrors`.
   */
  issueOf: (name: keyof T & string) => string | undefined;
  /**
   * A React Aria field's value, onChange and client message, to spread on the field of that name:
   * `<TextField name="email" {...f.field('email')} />`.
   */
  field: <K extends keyof T & string>(
    name: K,
  ) => { value: T[K]; onChange: (value: T[K]) => void; errorMessage: string | undefined };
  /**
   * The server's formErrors of the fields not changed since they came, for React Aria's
   * `<Form validationErrors>`, which shows each under the field of its name.
   */
  validationErrors: FormIssues;
  /**
   * What React Aria's `<Form>` takes from the form's state, to spread on it: ARIA validation (the fields show
   * their messages as they come), the server's messages by field name, and handleSubmit.
   */
  formProps: {
    validationBehavior: 'aria';
    validationErrors: FormIssues;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  /**
   * The form's onSubmit: applies the domain rules and calls the submit callback only when they pass, and
   * not at all while the form's submit button is pending.
   */
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Form state shared by every account form: values, the domain validator run before sending, and the
 * server's formErrors, which React Aria's `<Form validationErrors>` (spread `formProps` on it) shows under
 * the fields of their names; `errorOf` gives them to what is not such a field.
 */
export function useForm<T extends object>(
  initial: T,
  validate: (values: T) => FormIssues,
  formErrors: FormIssues | undefined,
  onSubmit: (values: T) => void,
  /** The last submit is still under way (its button pending): another submit now sends nothing. */
  isSubmitting: boolean,
): FormController<T> {
  const [values, setValues] = useState(initial);
  const latest = useRef(values);
  const [issues, setIssues] = useState<FormIssues>({});
  // The fields edited since the server's errors arrived: the server cannot re-check them, so its message
  // goes as soon as the member changes the field.
  const [edited, setEdited] = useState<{ of: FormIssues | undefined; names: ReadonlySet<string> }>(
    () => ({ of: formErrors, names: new Set() }),
  );
  const editedNames = edited.of === formErrors ? edited.names : noNames;

  const set: FormController<T>['set'] = (name, value) => {
    // Several fields may be set in one event (Clear DOB sets day and month): each builds on the last.
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    // A field shown wrong is checked again as it changes: its message stays while it is still wrong
    // (perhaps with new words) and goes once it is right.
    setIssues((found) => {
      if (!(name in found)) return found;
      const { [name as string]: _cleared, ...rest } = found;
      const still = validate(next)[name as string];
      return still === undefined ? rest : { ...rest, [name]: still };
    });
    if (formErrors && name in formErrors && !editedNames.has(name as string)) {
      setEdited({ of: formErrors, names: new Set([...editedNames, name as string]) });
    }
  };
  const validationErrors = useMemo(() => {
    const standing: FormIssues = {};
    for (const [name, message] of Object.entries(formErrors ?? {})) {
      if (!editedNames.has(name)) standing[name] = message;
    }
    return standing;
  }, [formErrors, editedNames]);
  const issueOf: FormController<T>['issueOf'] = (name) => issues[name];
  const errorOf: FormController<T>['errorOf'] = (name) => issues[name] ?? validationErrors[name];

  const handleSubmit: FormController<T>['handleSubmit'] = (event) => {
    event.preventDefault();
    // Its submit button shows the last submit still under way (Button isPending): a click or an Enter
    // in a field now would send the same again.
    if (isSubmitting) return;
    const found = validate(values);
    if (Object.keys(found).length === 0) {
      setIssues(found);
      onSubmit(values);
      return;
    }
    // Render the messages now, so that keyboard users land on the first field to fix at once.
    const form = event.currentTarget;
    flushSync(() => setIssues(found));
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  return {
    values,
    set,
    errorOf,
    issueOf,
    field: (name) => ({
      value: values[name],
      onChange: (value) => set(name, value),
      errorMessage: issueOf(name),
    }),
    validationErrors,
    formProps: { validationBehavior: 'aria', validationErrors, onSubmit: handleSubmit },
    handleSubmit,
  };
}
