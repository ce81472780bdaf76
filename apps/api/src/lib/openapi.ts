import type { Endpoint, Upload } from '@egresa/api-contract/endpoint'
import { ApiErrorBody } from '@egresa/api-contract/errors'
import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'

type JsonObject = Record<string, unknown>

/**
 * A recursive schema (v.lazy) becomes `$defs` with `$ref: '#/$defs/0'`, which an OpenAPI document resolves
 * from its root: move every `$defs` into components.schemas and point the references there.
 */
function hoistDefs(doc: JsonObject): JsonObject {
  const hoisted: Record<string, unknown> = {}
  let count = 0
  const visit = (node: unknown, renames: Map<string, string>): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, renames))
    if (!node || typeof node !== 'object') return node
    const { $defs, ...rest } = node as JsonObject
    let scope = renames
    if ($defs && typeof $defs === 'object') {
      scope = new Map(renames)
      const defs = Object.entries($defs).map(([name, def]) => {
        count += 1
        return { name, def, component: `Recursive${count}` }
      })
      for (const { name, component } of defs)
        scope.set(`#/$defs/${name}`, `#/components/schemas/${component}`)
      for (const { def, component } of defs) hoisted[component] = visit(def, scope)
    }
    const out: JsonObject = {}
    for (const [key, value] of Object.entries(rest)) {
      out[key] =
        key === '$ref' && typeof value === 'string' ? (scope.get(value) ?? value) : visit(value, scope)
    }
    return out
  }
  const result = visit(doc, new Map()) as JsonObject & { components: { schemas: JsonObject } }
  Object.assign(result.components.schemas, hoisted)
  return result
}

function schemaOf(schema: v.GenericSchema): JsonObject {
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
  })
  return rest
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

function parametersOf(endpoint: Endpoint): JsonObject[] {
  const out: JsonObject[] = []
  for (const [, name] of endpoint.path.matchAll(/\{(\w+)\}/g)) {
    out.push({ name, in: 'path', required: true, schema: { type: 'string' } })
  }
  const query = endpoint.request?.query ? schemaOf(endpoint.request.query) : undefined
  const properties = (query?.properties ?? {}) as Record<string, JsonObject>
  const required = new Set((query?.required ?? []) as string[])
  for (const [name, schema] of Object.entries(properties)) {
    out.push({ name, in: 'query', required: required.has(name), schema })
  }
  return out
}

/**
 * The multipart body of an upload: the file (optional when the contract says so) and, for an endpoint whose
 * JSON body travels in a form part (`dataField`), that part with the body's schema, sent as JSON.
 */
function uploadBody(upload: Upload, body: v.GenericSchema | undefined): JsonObject {
  const megabytes = Math.round((upload.maxBytes / 1024 / 1024) * 10) / 10
  const file = {
    type: 'string',
    format: 'binary',
    description: `${upload.accept.join(', ')}; at most ${megabytes} MB (checked on the bytes)${upload.optional ? '; optional' : ''}`,
  }
  const data = upload.dataField && body ? upload.dataField : null
  // With plain fields the JSON part is one of two ways to send the fields, so neither is required.
  const plain = data && body && upload.plainFields ? schemaOf(body) : null
  const required = [...(data && !plain ? [data] : []), ...(upload.optional ? [] : [upload.field])]
  const plainProperties = (plain?.properties ?? {}) as Record<string, JsonObject>
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          ...(required.length ? { required } : {}),
          properties: {
            ...(data && body
              ? {
                  [data]: {
                    ...schemaOf(body),
                    description: plain
                      ? 'The request’s fields, as the JSON text of this form part; or leave this part out and send each field as a plain form field'
                      : 'The request’s fields, as the JSON text of this form part',
                  },
                }
              : {}),
            ...Object.fromEntries(
              Object.entries(plainProperties).map(([name, schema]) => [
                name,
                {
                  ...schema,
                  description: `Without the \`${data}\` part: this field as plain text (an empty one counts as not sent)`,
                },
              ]),
            ),
            [upload.field]: file,
          },
        },
        ...(data ? { encoding: { [data]: { contentType: 'application/json' } } } : {}),
      },
    },
  }
}

/** The OpenAPI 3.1 document of an endpoint table. */
export function buildOpenApi(endpoints: Record<string, Endpoint>, info: { version: string }): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {}
  for (const [operationId, endpoint] of Object.entries(endpoints)) {
    const responses: Record<string, JsonObject> = {
      [String(endpoint.response.status)]: endpoint.response.contentType
        ? {
            description: 'Success: the file',
            content: { [endpoint.response.contentType]: { schema: { type: 'string', format: 'binary' } } },
          }
        : endpoint.response.body
          ? {
              description: 'Success',
              content: { 'application/json': { schema: schemaOf(endpoint.response.body) } },
            }
          : { description: 'Success, no content' },
    }
    if (endpoint.request?.upload) responses['413'] = errorResponse('The file is larger than allowed')
    if (
      endpoint.request?.body ||
      endpoint.request?.query ||
      endpoint.request?.params ||
      endpoint.request?.upload
    ) {
      responses['400'] = errorResponse('Invalid input (validation_failed), with field messages')
    }
    if (endpoint.apiKey) responses['401'] = errorResponse('Missing or invalid API key or session')
    if (endpoint.permission && endpoint.permission !== 'app.init') {
      responses['403'] = errorResponse('The role lacks the permission')
    }
    if (endpoint.path.includes('{')) responses['404'] = errorResponse('No such object, or not yours to see')
    if (endpoint.conflict) responses['409'] = errorResponse(`Conflict: ${endpoint.conflict}`)
    if (endpoint.gone) responses['410'] = errorResponse(`Gone: ${endpoint.gone}`)
    if (endpoint.apiKey) responses['503'] = errorResponse('The database is unreachable')

    const parameters = parametersOf(endpoint)
    const operation: JsonObject = {
      operationId,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.permission ? { 'x-permission': endpoint.permission } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(endpoint.request?.upload
        ? { requestBody: uploadBody(endpoint.request.upload, endpoint.request.body) }
        : endpoint.request?.body
          ? {
              requestBody: {
                required: !endpoint.emptyBody,
                ...(endpoint.emptyBody
                  ? { description: `Without a body, the call ${endpoint.emptyBody}` }
                  : {}),
                content: { 'application/json': { schema: schemaOf(endpoint.request.body) } },
              },
            }
          : {}),
      responses,
      security: endpoint.apiKey ? [{ apiKey: [], token: [] }, { apiKey: [] }] : [],
    }
    const item = paths[endpoint.path] ?? {}
    item[endpoint.method.toLowerCase()] = operation
    paths[endpoint.path] = item
  }
  return hoistDefs({
    openapi: '3.1.0',
    info: {
      title: 'Egresa API',
      version: info.version,
      description:
        'Alumni network and job bank. Every /api and /usr call sends X-Api-Key; signed-in calls add X-Token ' +
        '(and X-Device-Id). Messages follow Accept-Language (es, en). Errors: {code, reason, message, errors?}.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: schemaOf(ApiErrorBody) },
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        token: { type: 'apiKey', in: 'header', name: 'X-Token' },
      },
    },
  })
}
