import type { RefObject } from 'react';
import type { ReadonlySignal } from '@preact/signals-react';
import { setText, useLiveBinding, type BindingOptions } from './live-binding';

type TextTag = 'span' | 'dd' | 'p' | 'td' | 'div' | 'output';

/**
 * An element whose text is a live value: the signal writes it straight into the DOM, so a
 * changing figure costs no React render. React renders it without children and never owns
 * its text. `text` may be a new closure on every render.
 */
export function LiveText<T>({
  as: Tag = 'span',
  source,
  text,
  immediate,
  ...rest
}: {
  as?: TextTag;
  source: ReadonlySignal<T>;
  text: (value: T) => string;
  className?: string;
  title?: string;
  'data-testid'?: string;
} & BindingOptions) {
  const ref = useLiveBinding<HTMLElement, T>(
    source,
    (element, value) => setText(element, text(value)),
    { immediate },
  );
  // the ref type differs per tag; every tag here is an HTMLElement
  return <Tag ref={ref as RefObject<never>} {...rest} />;
}
