import { z } from 'zod';
import { c } from '../c';
import { OnlineConfigSchema, PreloadSchema } from '../schemas/config';
import { ErrorSchema } from '../schemas/error';
import {
  IgaSubClassificationComboSchema,
  JurisdictionsResponseSchema,
  LobSchema,
  OtherArticlesSchema,
  PaymentTypeSchema,
  SpecialRateProvisionSchema,
  SpecialRateQuerySchema,
  StockMarketSchema,
} from '../schemas/reference';

export const configRouter = c.router({
  preload: {
    method: 'GET',
    path: '/config/preload.json',
    responses: { 200: PreloadSchema, 404: ErrorSchema },
    summary: 'Optional preload (404 = normal start)',
  },
  get: {
    method: 'GET',
    path: '/config',
    responses: { 200: OnlineConfigSchema },
    summary: 'The online configuration, with the customer when signed in',
  },
  specialRateProvisions: {
    method: 'GET',
    path: '/config/specialrateprovisions/:id',
    pathParams: z.object({ id: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 alpha-2 country code') }),
    query: SpecialRateQuerySchema,
    responses: { 200: z.array(SpecialRateProvisionSchema), 404: ErrorSchema },
    summary: 'Treaty special rates for a country',
  },
  otherArticles: {
    method: 'GET',
    path: '/config/otherarticles',
    responses: { 200: OtherArticlesSchema },
    summary: 'Other treaty articles by country',
  },
  jurisdictions: {
    method: 'GET',
    path: '/config/jurisdictions',
    responses: { 200: JurisdictionsResponseSchema },
    summary: 'Jurisdictions, US tax treaty countries and Annex II countries',
  },
  paymentTypes: {
    method: 'GET',
    path: '/config/payment-types',
    responses: { 200: z.array(PaymentTypeSchema) },
    summary: 'Payment types',
  },
  igaSubclassifications: {
    method: 'GET',
    path: '/config/igasubclassifications',
    responses: { 200: z.array(IgaSubClassificationComboSchema) },
    summary: 'Non-reporting IGA FFI subclassifications by IGA model',
  },
  stockMarkets: {
    method: 'GET',
    path: '/config/stockmarkets',
    responses: { 200: z.array(StockMarketSchema) },
    summary: 'Stock exchanges (name, MIC)',
  },
  lobs: {
    method: 'GET',
    path: '/config/lobs',
    responses: { 200: z.array(LobSchema) },
    summary: 'Limitation-on-benefits options by treaty country',
  },
});
