import {
  AlipayOutlined,
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BankOutlined,
  ContactsOutlined,
  SkinOutlined,
  BookOutlined,
  CalendarOutlined,
  CloudOutlined,
  CloudServerOutlined,
  CloudUploadOutlined,
  CodeOutlined,
  ConsoleSqlOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  FundProjectionScreenOutlined,
  HddOutlined,
  HomeOutlined,
  LineChartOutlined,
  MailOutlined,
  MenuOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import type { ReactElement } from 'react';

/**
 * The menu icon set (docs/specification.md §1, what the product does) as antd icons, by the names the server's menus use: one definition for the
 * sidebar and for the screens that pick a menu's icon. Decorative: the title beside an icon speaks.
 */
const MENU_ICONS: Record<string, ReactElement> = {
  index: <HomeOutlined aria-hidden />,
  dashboard: <DashboardOutlined aria-hidden />,
  system: <SettingOutlined aria-hidden />,
  user: <UserOutlined aria-hidden />,
  role: <TeamOutlined aria-hidden />,
  permission: <SafetyCertificateOutlined aria-hidden />,
  dept: <ApartmentOutlined aria-hidden />,
  menu: <MenuOutlined aria-hidden />,
  dictionary: <BookOutlined aria-hidden />,
  param: <ControlOutlined aria-hidden />,
  log: <FileTextOutlined aria-hidden />,
  monitor: <FundProjectionScreenOutlined aria-hidden />,
  sqlMonitor: <ConsoleSqlOutlined aria-hidden />,
  server: <CloudServerOutlined aria-hidden />,
  redis: <HddOutlined aria-hidden />,
  backup: <CloudUploadOutlined aria-hidden />,
  deploy: <DeploymentUnitOutlined aria-hidden />,
  database: <DatabaseOutlined aria-hidden />,
  timing: <FieldTimeOutlined aria-hidden />,
  tools: <ToolOutlined aria-hidden />,
  codeConsole: <CodeOutlined aria-hidden />,
  swagger: <ApiOutlined aria-hidden />,
  qiniu: <CloudOutlined aria-hidden />,
  alipay: <AlipayOutlined aria-hidden />,
  wechat: <WechatOutlined aria-hidden />,
  email: <MailOutlined aria-hidden />,
  factory: <BankOutlined aria-hidden />,
  skill: <SkinOutlined aria-hidden />,
  peoples: <ContactsOutlined aria-hidden />,
  date: <CalendarOutlined aria-hidden />,
  chart: <LineChartOutlined aria-hidden />,
};

const FALLBACK_ICON = <AppstoreOutlined aria-hidden />;

/** Every name of the set, in the spec's order. */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(MENU_ICONS);

/** A menu icon by name; a name outside the set gets a neutral icon rather than a gap. */
export function menuIcon(name: string | undefined): ReactElement {
  return (name && Object.hasOwn(MENU_ICONS, name) && MENU_ICONS[name]) || FALLBACK_ICON;
}
