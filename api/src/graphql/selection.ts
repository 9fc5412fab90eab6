import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

/** Whether the field being resolved selects `name` directly (through fragments too), so costly parts are skipped. */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const within = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet);
      return within(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => within(node.selectionSet));
}
