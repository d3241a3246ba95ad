import type attendance from '@/features/attendance/locales/en.json';
import type auth from '@/features/auth/locales/en.json';
import type backups from '@/features/backups/locales/en.json';
import type board from '@/features/board/locales/en.json';
import type cutting from '@/features/cutting/locales/en.json';
import type customers from '@/features/customers/locales/en.json';
import type dashboard from '@/features/dashboard/locales/en.json';
import type disputes from '@/features/disputes/locales/en.json';
import type dicts from '@/features/dicts/locales/en.json';
import type errors from '@/features/errors/locales/en.json';
import type efficiency from '@/features/efficiency/locales/en.json';
import type factory from '@/features/factory/locales/en.json';
import type factoryExport from '@/features/factory-export/locales/en.json';
import type factories from '@/features/factories/locales/en.json';
import type imports from '@/features/imports/locales/en.json';
import type logs from '@/features/logs/locales/en.json';
import type menus from '@/features/menus/locales/en.json';
import type myPay from '@/features/my-pay/locales/en.json';
import type online from '@/features/online/locales/en.json';
import type people from '@/features/people/locales/en.json';
import type printers from '@/features/printers/locales/en.json';
import type phoneSetup from '@/features/phone-setup/locales/en.json';
import type production from '@/features/production/locales/en.json';
import type quality from '@/features/quality/locales/en.json';
import type depts from '@/features/depts/locales/en.json';
import type styles from '@/features/styles/locales/en.json';
import type roles from '@/features/roles/locales/en.json';
import type scan from '@/features/scan/locales/en.json';
import type serverMonitor from '@/features/server-monitor/locales/en.json';
import type shipments from '@/features/shipments/locales/en.json';
import type wages from '@/features/wages/locales/en.json';
import type layout from '@/layout/locales/en.json';
import type common from '@/lib/locales/en.json';

/** Type-checks every `t()` key against the English catalogues. Add a namespace here when a feature adds one. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      layout: typeof layout;
      auth: typeof auth;
      dashboard: typeof dashboard;
      errors: typeof errors;
      factory: typeof factory;
      menus: typeof menus;
      dicts: typeof dicts;
      factories: typeof factories;
      logs: typeof logs;
      online: typeof online;
      roles: typeof roles;
      depts: typeof depts;
      people: typeof people;
      customers: typeof customers;
      styles: typeof styles;
      cutting: typeof cutting;
      scan: typeof scan;
      'server-monitor': typeof serverMonitor;
      production: typeof production;
      wages: typeof wages;
      'phone-setup': typeof phoneSetup;
      shipments: typeof shipments;
      printers: typeof printers;
      quality: typeof quality;
      board: typeof board;
      attendance: typeof attendance;
      efficiency: typeof efficiency;
      disputes: typeof disputes;
      'my-pay': typeof myPay;
      imports: typeof imports;
      backups: typeof backups;
      'factory-export': typeof factoryExport;
    };
  }
}
