import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useValidateOnLeave } from './validate-on-leave';

function NameAndTick() {
  const validateOnLeave = useValidateOnLeave<{ name: string; adult: boolean }>();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', adult: false },
    validate: { name: (value: string) => (value.length < 2 ? 'At least 2 letters' : null) },
    enhanceGetInputProps: validateOnLeave,
  });
  return (
    <MantineProvider>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <Checkbox label="I am 18 or older" {...form.getInputProps('adult', { type: 'checkbox' })} />
    </MantineProvider>
  );
}

it('a field left by a press shows its error only once that press has clicked, so what is under the finger stays put until then', async () => {
  render(<NameAndTick />);
  const name = screen.getByRole('textbox', { name: 'Name' });
  const tick = screen.getByRole('checkbox', { name: 'I am 18 or older' });
  await userEvent.type(name, 'A');

  // Touch-down on the tick: the name field loses its focus, but its error waits.
  fireEvent.pointerDown(tick);
  fireEvent.mouseDown(tick);
  act(() => name.blur());
  fireEvent.pointerUp(tick);
  fireEvent.mouseUp(tick);
  expect(screen.queryByText('At least 2 letters')).not.toBeInTheDocument();

  fireEvent.click(tick);
  expect(tick).toBeChecked();
  expect(await screen.findByText('At least 2 letters')).toBeInTheDocument();
});

it('the tick registers when the player taps it straight after an invalid field', async () => {
  render(<NameAndTick />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
  await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
  expect(screen.getByRole('checkbox', { name: 'I am 18 or older' })).toBeChecked();
  expect(await screen.findByText('At least 2 letters')).toBeInTheDocument();
});

it('a field left with the keyboard shows its error at once', async () => {
  render(<NameAndTick />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
  await user.tab();
  expect(screen.getByText('At least 2 letters')).toBeInTheDocument();
});

it('a press that never clicks (a drag off the box) lets the error show a moment after its release', async () => {
  render(<NameAndTick />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
  const tick = screen.getByRole('checkbox', { name: 'I am 18 or older' });
  fireEvent.pointerDown(tick);
  act(() => screen.getByRole('textbox', { name: 'Name' }).blur());
  fireEvent.pointerUp(document.body);
  await waitFor(() => expect(screen.getByText('At least 2 letters')).toBeInTheDocument(), { timeout: 1000 });
});
