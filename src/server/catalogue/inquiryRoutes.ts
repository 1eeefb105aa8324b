// GET inquiry-data/inquiryRef/{inquiryRef}: the saved inquiry, as `{ data: { inquiryData } }`.
import type { FastifyPluginAsync } from 'fastify';
import { inquiryRefParams } from '../../domain/catalogueQueries';
import { parse } from '../http/validate';
import { found } from './lookup';
import { getInquiry } from './inquiries';

export const inquiryRoutes: FastifyPluginAsync = async (app) => {
  const db = app.deps.database.db;
  app.get('/inquiry-data/inquiryRef/:inquiryRef', async (req) => {
    const { inquiryRef } = parse(inquiryRefParams, req.params, 'path');
    return { data: { inquiryData: found(await getInquiry(db, inquiryRef), 'Inquiry') } };
  });
};
