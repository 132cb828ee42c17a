import { describe, expect, it } from 'vitest';
import { call, signIn, useApi } from '../../testing/harness';

useApi({ resetEach: true });
const base = '/api/apps/tasks';
const idOf = async (token: string) => ((await call('get', '/api/common/user', { token })).body as { id: string }).id;

async function newTask(token: string, title: string) {
  const created = (await call('post', `${base}/task`, { token, body: { type: 'task' } })).body;
  return (await call('patch', `${base}/task`, { token, body: { id: created.id, task: { title, notes: 'Bay 4' } } }))
    .body;
}

describe('tasks assigned to a colleague', () => {
  it('reach the assignee (his list and a notification) and nobody else; he ticks them off', async () => {
    const admin = await signIn('admin');
    const manager = await signIn('manager');
    const driver = await signIn('driver');
    const managerId = await idOf(manager);
    const task = await newTask(admin, 'Check the Ankara seals');
    const assigned = await call('patch', `${base}/task`, {
      token: admin,
      body: {
        id: task.id,
        task: { assignedTo: managerId, subTasks: [{ id: 'st1', title: 'Count', completed: false }] },
      },
    });
    expect(assigned.body.assignedTo).toBe(managerId);

    const mine = (await call('get', `${base}/assigned`, { token: manager })).body;
    expect(mine).toEqual([
      expect.objectContaining({ id: task.id, title: 'Check the Ankara seals', ownerName: expect.any(String) }),
    ]);
    expect((await call('get', `${base}/assigned`, { token: driver })).body).toEqual([]);
    const notices = (await call('get', '/api/common/notifications', { token: manager })).body as {
      description: string;
      link: string;
    }[];
    expect(notices[0]).toMatchObject({
      description: expect.stringContaining('Check the Ankara seals'),
      link: '/apps/tasks/assigned',
    });

    // The driver cannot tick it; the manager can, and the author sees it done.
    const refused = await call('patch', `${base}/assigned`, {
      token: driver,
      body: { ownerId: await idOf(admin), id: task.id, task: { completed: true } },
    });
    expect(refused.status).toBe(403);
    const done = await call('patch', `${base}/assigned`, {
      token: manager,
      body: {
        ownerId: await idOf(admin),
        id: task.id,
        task: { completed: true, subTasks: [{ id: 'st1', title: 'Count', completed: true }] },
      },
    });
    expect(done.body).toMatchObject({ completed: true });
    const renamed = await call('patch', `${base}/assigned`, {
      token: manager,
      body: {
        ownerId: await idOf(admin),
        id: task.id,
        task: { subTasks: [{ id: 'st1', title: 'Other', completed: true }] },
      },
    });
    expect(renamed.status).toBe(422);
    const authors = (await call('get', `${base}/task`, { token: admin, query: { id: task.id } })).body;
    expect(authors).toMatchObject({ completed: true, subTasks: [{ id: 'st1', title: 'Count', completed: true }] });
  });

  it('refuses an assignee who is no colleague, and moves or ends an assignment with the task', async () => {
    const admin = await signIn('admin');
    const manager = await signIn('manager');
    const clerk = await signIn('clerk');
    const task = await newTask(admin, 'Call the Bursa branch');
    const wrong = await call('patch', `${base}/task`, {
      token: admin,
      body: { id: task.id, task: { assignedTo: 'usr_nobody' } },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toEqual({ assignedTo: 'not_found' });
    expect((await call('get', `${base}/task`, { token: admin, query: { id: task.id } })).body.assignedTo).toBeNull();

    await call('patch', `${base}/task`, {
      token: admin,
      body: { id: task.id, task: { assignedTo: await idOf(manager) } },
    });
    await call('patch', `${base}/task`, {
      token: admin,
      body: { id: task.id, task: { assignedTo: await idOf(clerk) } },
    });
    expect((await call('get', `${base}/assigned`, { token: manager })).body).toEqual([]);
    expect((await call('get', `${base}/assigned`, { token: clerk })).body.map((t: { id: string }) => t.id)).toEqual([
      task.id,
    ]);
    await call('delete', `${base}/task`, { token: admin, query: { id: task.id } });
    expect((await call('get', `${base}/assigned`, { token: clerk })).body).toEqual([]);
  });
});
