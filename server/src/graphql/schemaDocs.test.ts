import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { expect, it } from 'vitest';

// Developers read the schema in Apollo Sandbox: every type, field, argument, input field and enum
// value says what it is.
it('describes everything a developer can see in the schema', () => {
  const schema = buildSchema(
    readFileSync(path.resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8'),
  );
  const undescribed: string[] = [];
  const check = (name: string, description: string | null | undefined) => {
    if (!description?.trim()) undescribed.push(name);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args)
          check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
  }
  expect(undescribed).toEqual([]);
});
