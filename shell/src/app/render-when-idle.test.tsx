import { act, render, screen } from '@testing-library/react';
import { RenderWhenIdle } from './render-when-idle';

const idle = { callbacks: [] as (() => void)[] };

afterEach(() => {
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
  idle.callbacks = [];
});

it('holds the place with the fallback until the browser is idle, then renders the children', async () => {
  window.requestIdleCallback = ((callback: () => void) => idle.callbacks.push(callback)) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = jest.fn();
  render(
    <RenderWhenIdle fallback={<div data-testid="slot" />}>
      <p>footer</p>
    </RenderWhenIdle>,
  );
  expect(screen.getByTestId('slot')).toBeInTheDocument();
  expect(screen.queryByText('footer')).not.toBeInTheDocument();
  await act(async () => idle.callbacks.forEach((callback) => callback()));
  expect(screen.getByText('footer')).toBeInTheDocument();
  expect(screen.queryByTestId('slot')).not.toBeInTheDocument();
});

it('renders at once where there is no requestIdleCallback', () => {
  render(
    <RenderWhenIdle fallback={<div data-testid="slot" />}>
      <p>footer</p>
    </RenderWhenIdle>,
  );
  expect(screen.getByText('footer')).toBeInTheDocument();
});
