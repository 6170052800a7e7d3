// A Japanese answer field: romaji turns into hiragana as it is typed, and a real IME is left alone while it
// composes. A pending "n" stays romaji until the next key; the form that holds the field settles it on submit
// with finishKanaInput.
import {useLayoutEffect, useRef, type ComponentPropsWithoutRef, type Ref} from 'react';
import {convertAtCaret} from './kana-typing.ts';

type KanaInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

export function KanaInput({
  value,
  onValueChange,
  ref,
  onCompositionStart,
  onCompositionEnd,
  ...inputProps
}: KanaInputProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const composing = useRef(false);
  const caretAfterRender = useRef<number | null>(null);

  useLayoutEffect(() => {
    const caret = caretAfterRender.current;
    if (caret === null || !input.current) return;
    caretAfterRender.current = null;
    input.current.setSelectionRange(caret, caret);
  });

  const setRefs = (element: HTMLInputElement | null) => {
    input.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <input
      {...inputProps}
      ref={setRefs}
      type="text"
      lang="ja"
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      value={value}
      onCompositionStart={(event) => {
        composing.current = true;
        onCompositionStart?.(event);
      }}
      onCompositionEnd={(event) => {
        composing.current = false;
        onCompositionEnd?.(event);
      }}
      onChange={(event) => {
        const field = event.currentTarget;
        if (composing.current || (event.nativeEvent as InputEvent).isComposing) {
          onValueChange(field.value);
          return;
        }
        const converted = convertAtCaret(field.value, field.selectionStart ?? field.value.length);
        caretAfterRender.current = converted.caret;
        onValueChange(converted.value);
      }}
    />
  );
}
