import type { ComponentType, JSX } from 'react';

/**
 * Args that hold messages, read when the story renders (in the story's language) rather than when the file
 * loads, which would freeze them in English: `...argsWhenRendered(() => ({ errorMessage: messages.x }))`.
 * The story renders its component (or `render`, the meta's own) with its args and these on top.
 */
export function argsWhenRendered<A extends object = object>(
  read: () => Partial<NoInfer<A>>,
  render?: (args: A) => JSX.Element,
) {
  return {
    render: (args: A, context: { component?: unknown }): JSX.Element => {
      const all = { ...args, ...read() } as A;
      if (render) return render(all);
      const Component = context.component as ComponentType<A>;
      return <Component {...all} />;
    },
  };
}
