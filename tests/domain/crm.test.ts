import { describe, expect, it } from 'vitest';
import { normalizeCrm, ophthalmologyRqe } from '../../domain/crm';

describe('normalizeCrm', () => {
  it('keeps letters and digits only, in upper case, and strips a leading 52', () => {
    expect(normalizeCrm('123.456')).toBe('123456');
    expect(normalizeCrm('52123456')).toBe('123456');
    expect(normalizeCrm(' 52-123456 ')).toBe('123456');
    expect(normalizeCrm('12345-sp')).toBe('12345SP');
    expect(normalizeCrm('152')).toBe('152');
    expect(normalizeCrm('--')).toBe('');
  });
});

describe('ophthalmologyRqe', () => {
  it('finds OFTALMOLOGIA and takes the RQE after the colon', () => {
    expect(ophthalmologyRqe('OFTALMOLOGIA: 12345')).toEqual({ hasRqe: true, rqe: '12345' });
    expect(ophthalmologyRqe('Oftalmologia')).toEqual({ hasRqe: true, rqe: '' });
  });

  it('says no for any other specialty or none', () => {
    expect(ophthalmologyRqe('CLÍNICA MÉDICA: 999')).toEqual({ hasRqe: false, rqe: '' });
    expect(ophthalmologyRqe('')).toEqual({ hasRqe: false, rqe: '' });
    expect(ophthalmologyRqe(null)).toEqual({ hasRqe: false, rqe: '' });
  });
});
