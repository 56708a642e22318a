// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../locales/en/common.json';
import type { ClockMode } from '../domain/time-picker';
import { DatePicker } from './date-picker';
import { TimePicker } from './time-picker';

/** A caller holding the value, as a form does; every settled value is recorded. */
function Form({
  mode,
  initial = '',
  settled,
}: {
  mode?: ClockMode;
  initial?: string;
  settled: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TimePicker
      label="Expires at"
      {...(mode ? { mode } : {})}
      value={value}
      onChange={(v) => {
        settled(v);
        setValue(v);
      }}
    />
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Expires at' });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

// the English texts themselves, so the placeholders the spec names are what is checked
beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', ns: ['common'], defaultNS: 'common', resources: { en: { common } } });
});
afterEach(cleanup);

describe('TimePicker', () => {
  it('asks for a valid time while empty', () => {
    render(<Form settled={() => {}} />);
    expect(field().placeholder).toBe('Enter a valid time');
  });

  it('letters never enter the field', () => {
    render(<Form settled={() => {}} />);
    const letter = fireEvent.keyDown(field(), { key: 'a' });
    const digit = fireEvent.keyDown(field(), { key: '4' });
    expect(letter).toBe(false); // default prevented
    expect(digit).toBe(true);
    type('1a2');
    expect(field().value).toBe('12');
  });

  it('four digits settle at once, capped at 23:59 on a 24-hour clock', () => {
    const settled = vi.fn();
    render(<Form settled={settled} />);
    type('2');
    type('29');
    expect(settled).not.toHaveBeenCalled();
    type('29:75');
    expect(settled).toHaveBeenLastCalledWith('23:59');
    expect(field().value).toBe('23:59');
  });

  it('leaving the field pads single digits', () => {
    const settled = vi.fn();
    render(<Form settled={settled} />);
    type('7');
    fireEvent.blur(field());
    expect(settled).toHaveBeenLastCalledWith('07:00');
    type('12:3');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(settled).toHaveBeenLastCalledWith('12:03');
  });

  it('a 12-hour clock caps hours at 12, makes 00 into 01 and keeps the value 24-hour', () => {
    const settled = vi.fn();
    render(<Form mode="12h" settled={settled} />);
    type('15');
    fireEvent.blur(field());
    expect(field().value).toBe('12:00');
    expect(settled).toHaveBeenLastCalledWith('00:00'); // 12 AM
    type('00:30');
    expect(field().value).toBe('01:30');
    fireEvent.change(screen.getByRole('combobox', { name: 'AM or PM' }), {
      target: { value: 'pm' },
    });
    expect(settled).toHaveBeenLastCalledWith('13:30');
    expect(field().value).toBe('01:30');
  });

  it('a 12-hour clock shows an afternoon value with PM', () => {
    render(<Form mode="12h" initial="17:45" settled={() => {}} />);
    expect(field().value).toBe('05:45');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'AM or PM' }).value).toBe('pm');
  });

  it('an emptied field settles on no time', () => {
    const settled = vi.fn();
    render(<Form initial="08:00" settled={settled} />);
    type('');
    fireEvent.blur(field());
    expect(settled).toHaveBeenLastCalledWith('');
  });
});

describe('DatePicker', () => {
  it('asks to select a date while empty, and gives the picked day', () => {
    const picked = vi.fn();
    render(<DatePicker label="Day" value="" onChange={picked} min="2026-01-01" />);
    expect(screen.getByText('Select a date')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-03-04' } });
    expect(picked).toHaveBeenCalledWith('2026-03-04');
  });

  it('hides the hint once a day is chosen', () => {
    render(<DatePicker label="Day" value="2026-03-04" onChange={() => {}} />);
    expect(screen.queryByText('Select a date')).toBeNull();
  });
});
