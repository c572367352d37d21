import { brandDetailSchema, productDetailSchema, type BrandDetail, type BrandInput, type ProductDetail, type ProductInput } from '@/lib/contract/catalogue';
import type { Transport } from '@/lib/api/transport';
import { z } from 'zod';

const idAnswer = z.object({ id: z.number() });

/** `POST /company/product` (M09, U15): answers the new id; the product is PENDING until reviewed. */
export function createProduct(t: Transport, body: ProductInput): Promise<{ id: number }> {
  return t.post('/company/product', { body, schema: idAnswer });
}

/** `PUT /company/product` (M10, U16). */
export function updateProduct(t: Transport, body: ProductInput & { id: number }): Promise<{ id: number }> {
  return t.put('/company/product', { body, schema: idAnswer });
}

/** `DELETE /company/product/{id}` (M31, U17). */
export function deleteProduct(t: Transport, id: number): Promise<unknown> {
  return t.del(`/company/product/${id}`);
}

/** `GET /company/product/manage/{id}`: one's own company's product in any review state (editor). */
export function getManagedProduct(t: Transport, id: number): Promise<ProductDetail> {
  return t.get(`/company/product/manage/${id}`, { schema: productDetailSchema });
}

/** `POST /company/brand` (M12, U18): the brand is PENDING until reviewed. */
export function createBrand(t: Transport, body: BrandInput): Promise<{ id: number }> {
  return t.post('/company/brand', { body, schema: idAnswer });
}

/** `PUT /company/brand` (M13, U19). */
export function updateBrand(t: Transport, body: BrandInput & { id: number }): Promise<{ id: number }> {
  return t.put('/company/brand', { body, schema: idAnswer });
}

/** `DELETE /company/brand/{id}` (M31, U20). */
export function deleteBrand(t: Transport, id: number): Promise<unknown> {
  return t.del(`/company/brand/${id}`);
}

/** `GET /company/brand/manage/{id}`: one's own company's brand in any review state (editor). */
export function getManagedBrand(t: Transport, id: number): Promise<BrandDetail> {
  return t.get(`/company/brand/manage/${id}`, { schema: brandDetailSchema });
}
