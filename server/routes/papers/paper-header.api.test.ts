import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@common/messages';
import type { Paper } from '@common/schemas/paper';
import { createPaperViaApi, grantPlan, paperBlueprint, signUpUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A teacher of their own for each test, so no test depends on what another did first. */
async function newTeacher() {
  const teacher = t.client();
  await grantPlan(t.db, (await signUpUser(teacher)).user.id, { now: t.clock.now() });
  return teacher;
}
afterAll(() => t.close());

const header = async (client: TestClient) => (await client.get('/api/paper-header')).json();

describe('the school and exam names of a paper (issue 12)', () => {
  it('are printed on the paper and kept for the user’s next one, and no one else’s', async () => {
    const teacher = await newTeacher();
    expect(await header(teacher)).toEqual({ schoolName: '', examName: '' });
    const paper = await createPaperViaApi(teacher, {
      schoolName: '  Green Valley Public School ',
      examName: 'Unit test 2',
    });
    expect(paper).toMatchObject({
      schoolName: 'Green Valley Public School',
      examName: 'Unit test 2',
    });
    expect(await header(teacher)).toEqual({
      schoolName: 'Green Valley Public School',
      examName: 'Unit test 2',
    });
    const other = t.client();
    await signUpUser(other);
    expect(await header(other)).toEqual({ schoolName: '', examName: '' });
    expect((await t.client().get('/api/paper-header')).statusCode).toBe(401);
  });

  it('changes only the names given; a variant of an older paper changes none', async () => {
    const teacher = await newTeacher();
    const older = await createPaperViaApi(teacher, {
      schoolName: 'Old School',
      examName: 'Term 1',
    });
    await createPaperViaApi(teacher, { examName: 'Term 2' });
    expect(await header(teacher)).toEqual({ schoolName: 'Old School', examName: 'Term 2' });
    const variant: Paper = (await teacher.post(`/api/papers/${older.id}/variant`)).json();
    expect(variant).toMatchObject({ schoolName: 'Old School', examName: 'Term 1' });
    expect(await header(teacher)).toEqual({ schoolName: 'Old School', examName: 'Term 2' });
    await createPaperViaApi(teacher, { schoolName: '' });
    expect(await header(teacher)).toEqual({ schoolName: '', examName: 'Term 2' });
  });

  it('refuses a name too long to print', async () => {
    const teacher = await newTeacher();
    const response = await teacher.post(
      '/api/papers',
      paperBlueprint({ schoolName: 'x'.repeat(121) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(Messages.paperSchoolNameMax);
  });
});
