/**
 * Attendees of an order: checked against the product's form template (required fields, choices, upload key
 * prefixes `image/form/` and `file/form/`) and the ID number rules; answered with the ID number masked 4+3.
 */
import type { FormField, FormTemplate, IdType, Recipient, RecipientInput } from '@/lib/contract/ec';
import { ID_TYPES } from '@/lib/contract/ec';
import { maskIdNumber } from '@/lib/shared/mask';
import { isValidIdNumber } from '@/lib/shared/resident-id';
import type { Db } from '../db/connection';
import { all, run } from '../db/sql';
import { fail } from '../http/envelope';

export const ID_NUMBER_INVALID_MSG = '证件号码不正确，请检查后重新输入';
const FORM_IMAGE_PREFIX = 'image/form/';
const FORM_FILE_PREFIX = 'file/form/';

export interface CleanRecipient {
  name: string;
  mobile: string;
  idType: IdType | null;
  idNumber: string | null;
  formData: Record<string, string | string[]>;
}

function isBlank(value: string | string[] | undefined): boolean {
  return value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');
}

function checkField(field: FormField, value: string | string[] | undefined, n: number): string | string[] | undefined {
  const where = `recipients.${n}.${field.key}`;
  if (isBlank(value)) {
    if (field.required) throw fail(`${where}: ${field.label}为必填项`);
    return undefined;
  }
  const choices = field.options.map((o) => o.label);
  const list = Array.isArray(value) ? value : [value as string];
  switch (field.type) {
    case 'CHECKBOX':
      if (!list.every((v) => choices.includes(v))) throw fail(`${where}: invalid choice`);
      return list;
    case 'RADIO':
    case 'SELECT':
      if (Array.isArray(value) || !choices.includes(value as string)) throw fail(`${where}: invalid choice`);
      return value as string;
    case 'IMAGE':
    case 'FILE': {
      const prefix = field.type === 'IMAGE' ? FORM_IMAGE_PREFIX : FORM_FILE_PREFIX;
      if (!list.every((v) => v.startsWith(prefix) || v.includes(`/${prefix}`))) throw fail(`${where}: upload under ${prefix}`);
      return list;
    }
    case 'DATE':
      if (Array.isArray(value) || !/^\d{4}-\d{2}-\d{2}$/.test(value as string)) throw fail(`${where}: date YYYY-MM-DD`);
      return value as string;
    default:
      if (Array.isArray(value)) throw fail(`${where}: text expected`);
      if (field.maxLength !== null && (value as string).length > field.maxLength) throw fail(`${where}: at most ${field.maxLength} characters`);
      return (value as string).trim();
  }
}

/** `POST /ec/recipients/valid/Identity` and every recipient's ID: throws code 1 with the message when invalid. */
export function assertIdentity(idType: string, idNumber: string): void {
  if (!(ID_TYPES as readonly string[]).includes(idType) || !isValidIdNumber(idType, idNumber)) throw fail(ID_NUMBER_INVALID_MSG);
}

/** Checks and normalises recipients; form fields outside the template are dropped. */
export function cleanRecipients(list: RecipientInput[], form: FormTemplate | null): CleanRecipient[] {
  return list.map((r, n) => {
    if ((r.idType === undefined) !== (r.idNumber === undefined || r.idNumber === '')) throw fail(`recipients.${n}.idNumber: idType and idNumber go together`);
    if (r.idType !== undefined && r.idNumber) assertIdentity(r.idType, r.idNumber);
    const formData: Record<string, string | string[]> = {};
    for (const field of form?.fields ?? []) {
      const value = checkField(field, r.formData?.[field.key], n);
      if (value !== undefined) formData[field.key] = value;
    }
    return {
      name: r.name,
      mobile: r.mobile,
      idType: r.idType ?? null,
      idNumber: r.idNumber ? r.idNumber.toUpperCase() : null,
      formData,
    };
  });
}

export async function insertRecipients(db: Db, orderId: number, list: CleanRecipient[]): Promise<void> {
  for (const [i, r] of list.entries()) {
    await run(
      db,
      'INSERT INTO ec_order_recipients (order_id, name, mobile, id_type, id_number, form_data, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
      orderId,
      r.name,
      r.mobile,
      r.idType,
      r.idNumber,
      JSON.stringify(r.formData),
      i,
    );
  }
}

export interface RecipientRow {
  id: number;
  name: string;
  mobile: string;
  id_type: IdType | null;
  id_number: string | null;
  form_data: string;
}

export async function recipientRows(db: Db, orderId: number): Promise<RecipientRow[]> {
  return await all<RecipientRow>(db, 'SELECT id, name, mobile, id_type, id_number, form_data FROM ec_order_recipients WHERE order_id = ? ORDER BY sort, id', orderId);
}

export function parseFormData(json: string | null): Record<string, string | string[]> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'))) out[k] = v as string | string[];
    }
    return out;
  } catch {
    return {};
  }
}

export function toRecipient(r: RecipientRow): Recipient {
  return { name: r.name, mobile: r.mobile, idType: r.id_type, idNumberMasked: r.id_number ? maskIdNumber(r.id_number) : null, formData: parseFormData(r.form_data) };
}
