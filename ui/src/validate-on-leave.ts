import { useRef } from 'react';
import type { UseFormInput } from '@mantine/form';

const isField = (next: EventTarget | null | undefined) => next instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(next.tagName);

/** How long a released press may wait for its click (a tap's click follows its touchend a moment later). */
const CLICK_WAIT_MS = 400;

/**
 * A press under way anywhere in the page: from its pointerdown or mousedown until its click (or
 * pointercancel, or a moment after its release without one). A field left by a press is that
 * press's doing: the field's error waits until the press has clicked, so the error's line never
 * moves what is under the finger between touch-down and click (a tick box under the finger would
 * otherwise miss its tap).
 */
const press = {
  active: false,
  waiting: [] as (() => void)[],
  timer: undefined as ReturnType<typeof setTimeout> | undefined,
  listening: false,
};

function endPress(): void {
  clearTimeout(press.timer);
  if (!press.active) return;
  press.active = false;
  const waiting = press.waiting.splice(0);
  // After the click's own handlers and default action (a box ticked), in the next task.
  if (waiting.length) setTimeout(() => waiting.forEach((run) => run()), 0);
}

function listenForPresses(): void {
  if (press.listening || typeof document === 'undefined') return;
  press.listening = true;
  const start = () => {
    clearTimeout(press.timer);
    press.active = true;
  };
  const released = () => {
    clearTimeout(press.timer);
    press.timer = setTimeout(endPress, CLICK_WAIT_MS);
  };
  document.addEventListener('pointerdown', start, true);
  document.addEventListener('mousedown', start, true);
  document.addEventListener('pointerup', released, true);
  document.addEventListener('mouseup', released, true);
  document.addEventListener('pointercancel', endPress, true);
  document.addEventListener('click', endPress, true);
}

/** Runs `task` now, or once the press under way has clicked. */
export function afterPress(task: () => void): void {
  if (press.active) press.waiting.push(task);
  else task();
}

/**
 * `enhanceGetInputProps` for a Mantine form: a field is validated when the player leaves it after
 * typing, or moves on to another field; not when an untouched field loses focus to a link or
 * button. Otherwise the autofocused first field would show its error as the player clicks a link
 * under the form, the link would move before the click ends, and the click would be lost. For the
 * same reason a field left by a press (a finger on the tick box below it) shows its error only once
 * that press has clicked.
 */
export function useValidateOnLeave<V>(): NonNullable<UseFormInput<V>['enhanceGetInputProps']> {
  listenForPresses();
  const edited = useRef(new Set<string>());
  const enhance = useRef<NonNullable<UseFormInput<V>['enhanceGetInputProps']>>(({ field, form, inputProps, options }) => {
    if (!options.withFocus) return {};
    // Mantine merges what this returns into `inputProps` itself: keep the original handler first.
    const change = inputProps.onChange as (...args: unknown[]) => void;
    return {
      onChange: (...args: unknown[]) => {
        edited.current.add(String(field));
        change(...args);
      },
      onBlur: (event?: { relatedTarget?: EventTarget | null }) => {
        if (edited.current.has(String(field)) || isField(event?.relatedTarget)) afterPress(() => form.validateField(field));
      },
    };
  });
  return enhance.current;
}
