import type { CategoryNode } from '@vitrina/contracts/catalog';
import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCollection } from '../../testing/catalog';
import { inRounds } from '../../testing/races';
import { useSignedInApp } from '../../testing/signed-in-app';

const ROUNDS = 50;

/** Every id of the tree, walking down from its top level: a cycle is unreachable from there. */
function reachableIds(nodes: CategoryNode[]): number[] {
  return nodes.flatMap((node) => [node.id, ...reachableIds(node.children)]);
}

describe('opposite category moves at once', () => {
  const session = useSignedInApp();
  let collectionId: number;

  beforeAll(async () => {
    collectionId = (await createCollection(session.app, session.merchant)).id;
  });

  const { call } = session;
  const newCategory = async () =>
    (await createCategory(session.app, session.merchant, collectionId)).id;
  const moveUnder = (id: number, parentId: number) =>
    call('PUT', `catalog/category/${id}/`, { parent_id: parentId });

  it(`moves one of two categories under the other and refuses the reverse with 400, ${ROUNDS} times, leaving no cycle`, async () => {
    const created: number[] = [];
    await inRounds(async () => {
      const [first, second] = [await newCategory(), await newCategory()];
      created.push(first, second);

      const answers = await Promise.all([moveUnder(first, second), moveUnder(second, first)]);

      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      const refused = answers.find((answer) => answer.statusCode === 400);
      expect(refused?.json().detail).toBe(messages.category.parentIsDescendant);
    }, ROUNDS);
    const tree = (await call('GET', `catalog/collection/${collectionId}/?tree=CATEGORY`)).json()
      .data.categories;
    expect(reachableIds(tree).sort()).toEqual(created.sort());
  });
});
