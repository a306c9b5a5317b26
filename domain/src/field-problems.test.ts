import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { announcementSchema } from './announcements.ts';
import { createTeacherBody } from './hifz.ts';
import { portionSchema } from './quran-portion.ts';
import { videoFormSchema } from './videos.ts';
import { siteDetailsShape } from './site-details.ts';
import {
  FIELD_PROBLEM_CODES,
  fieldProblemOf,
  fieldProblemsOf,
  isFieldProblemCode,
} from './field-problems.ts';

/** The first issue's problem of parsing `value` with `schema` (with its input, as the API does). */
function problemOf(schema: z.ZodMiniType, value: unknown) {
  const parsed = z.safeParse(schema, value, { reportInput: true });
  if (parsed.success) throw new Error('expected a refusal');
  const issue = parsed.error.issues[0];
  if (!issue) throw new Error('no issue');
  return fieldProblemOf(issue);
}

describe('the problem a zod issue describes', () => {
  it("names the site details' malformed e-mail invalid-email, not a generic format", () => {
    expect(problemOf(siteDetailsShape.email, 'not-an-address')).toEqual({ code: 'invalid-email' });
  });

  it("names zod's own kinds, with the limits as params", () => {
    expect(problemOf(z.string(), undefined)).toEqual({ code: 'required' });
    expect(problemOf(z.string(), 7)).toEqual({
      code: 'invalid-type',
      params: { expected: 'string' },
    });
    expect(problemOf(z.string().check(z.trim(), z.minLength(1)), '  ')).toEqual({
      code: 'required',
    });
    expect(problemOf(z.string().check(z.minLength(8)), 'short')).toEqual({
      code: 'too-short',
      params: { minimum: 8 },
    });
    expect(problemOf(z.string().check(z.maxLength(200)), 'x'.repeat(201))).toEqual({
      code: 'too-long',
      params: { maximum: 200 },
    });
    expect(problemOf(z.int().check(z.minimum(1420)), 1400)).toEqual({
      code: 'too-small',
      params: { minimum: 1420 },
    });
    expect(problemOf(z.int().check(z.maximum(60)), 61)).toEqual({
      code: 'too-large',
      params: { maximum: 60 },
    });
    expect(problemOf(z.array(z.string()).check(z.maxLength(2)), ['a', 'b', 'c'])).toEqual({
      code: 'too-many',
      params: { maximum: 2 },
    });
    expect(problemOf(z.email(), 'not-an-address')).toEqual({ code: 'invalid-email' });
    expect(problemOf(z.url(), 'nowhere')).toEqual({ code: 'invalid-link' });
    expect(problemOf(z.iso.date(), '2026-13-40')).toEqual({ code: 'invalid-date' });
    expect(problemOf(z.iso.datetime(), 'soon')).toEqual({ code: 'invalid-date-time' });
    expect(problemOf(z.string().check(z.regex(/^\d+$/)), 'x')).toEqual({
      code: 'invalid-format',
    });
    expect(problemOf(z.enum(['a', 'b']), 'c')).toEqual({ code: 'invalid-choice' });
    expect(problemOf(z.number().check(z.refine((v) => v === 1)), 2)).toEqual({
      code: 'invalid',
    });
  });

  it("takes a domain refinement's own code", () => {
    const notice = z.safeParse(announcementSchema, {
      startDay: '2026-03-02',
      endDay: '2026-03-01',
    });
    expect(notice.success).toBe(false);
    expect(notice.error && fieldProblemsOf(notice.error)).toEqual({
      text: { code: 'english-or-urdu-required', message: 'Write the notice in English or Urdu' },
      endDay: { code: 'end-before-start', message: 'The last day cannot be before the first day' },
    });
    expect(
      problemOf(portionSchema, { from: { surah: 2, ayah: 10 }, to: { surah: 1, ayah: 3 } }),
    ).toEqual({ code: 'portion-backwards' });
    expect(problemOf(videoFormSchema.shape.youtube, 'not a video')).toEqual({
      code: 'youtube-link',
    });
    expect(problemOf(videoFormSchema.shape.youtube, ' ')).toEqual({ code: 'required' });
  });

  it('gives each field its first problem with the English message, and names unknown keys', () => {
    const parsed = z.safeParse(
      createTeacherBody,
      { name: '', email: 'x', password: 'short', extra: 1 },
      { reportInput: true },
    );
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const fields = fieldProblemsOf(parsed.error);
    expect(fields.name).toEqual({ code: 'required', message: 'Name is required' });
    expect(fields.email).toMatchObject({ code: 'invalid-email' });
    expect(fields.password).toEqual({
      code: 'too-short',
      params: { minimum: 8 },
      message: 'Use at least 8 characters',
    });
    expect(fields.extra).toEqual({ code: 'unknown-field', message: 'Unknown field' });
  });

  it('knows its codes', () => {
    expect(FIELD_PROBLEM_CODES.every(isFieldProblemCode)).toBe(true);
    expect(isFieldProblemCode('no-such-code')).toBe(false);
  });
});
