/**
 * Messages in two languages: the types and the rendering shared by the server's catalogue and this package's
 * validation messages, and the validation catalogue itself.
 *
 * A template names its parameters in braces (`'Ticket {ticketNo} does not exist'`); `Placeholders` reads them
 * from the English text, so a caller that forgets one does not compile.
 */

/** The languages messages exist in. */
export const MESSAGE_LOCALES = ['en', 'zh-CN'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

/** The names in braces of a template: `'{a} of {b}'` → `'a' | 'b'`. */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The `{name}`s of a template, in order. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/** Fills a template's `{name}`s; a parameter not given stays as written. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The validation messages of the request schemas in this package, in English (their exact wording: the
 * schemas write these sentences, and the web forms show them) and in Chinese. A schema's message is found
 * again here by its English text (`localizeValidationMessage`), so the server answers a 400 and a form shows
 * its error in the reader's language. A test checks that every message written in this package is here.
 */
export const VALIDATION_MESSAGES_EN = {
  // Any field
  'validation.required': '{field} is required',
  'validation.text': 'must be text',
  'validation.textOnce': 'must be text, given once',
  'validation.notBlank': 'must not be blank',
  'validation.atMostChars': 'must be at most {max} characters',
  'validation.atLeastChars': 'must be at least {min} characters',
  'validation.trueOrFalse': 'must be true or false',
  'validation.wholeNumberRange': 'must be a whole number from {min} to {max}',
  'validation.wholeNumberFrom': 'must be a whole number from {min}',
  'validation.atMost': 'must be at most {max}',
  'validation.positiveId': 'must be a positive whole number',
  'validation.idList': 'must be a list of ids',
  'validation.atLeastOneId': 'must name at least one id',
  'validation.noticeVersion': 'must be the version a notice was shown with',
  'validation.noticeList': 'must be a list of the notices shown: id and version',
  'validation.atLeastOneNotice': 'must name at least one notice',
  'validation.atMostNotices': 'must name at most {max} notices',
  'validation.atMostIds': 'at most {max} ids',
  'validation.sort': 'must look like field,asc or field,desc',
  'validation.backupId': 'must be the id of a backup, such as backup-2026-12-03T02-00-00Z',
  // Dates and times
  'validation.date': 'must be a date like 2026-08-12',
  'validation.realDate': 'must be a real date like 2026-08-12',
  'validation.twoDays': 'must be two days: cutDate=from&cutDate=to',
  'validation.firstDayAfterSecond': 'the first day must not be after the second',
  'validation.notBeforeFrom': 'must not be before from',
  'validation.fromAfterTo': 'from must not be after to',
  'validation.twoTimestamps':
    'must be two ISO 8601 timestamps with a time zone: createTime=from&createTime=to',
  'validation.dateTime': 'must be an ISO date-time such as 2027-12-31T23:59:59+08:00',
  'validation.timeZone': 'must be an IANA time zone such as Asia/Shanghai',
  'validation.month': 'must be a month like 2026-08 (years 2000 to 2099)',
  'validation.dayRange': 'must be a day from {from} to {to}',
  'validation.periodTooLong': 'must be at most {days} days after from (both included)',
  // Numbers and money
  'validation.percentage': 'must be a percentage from 0 to 99.99',
  'validation.metres': 'must be metres from 0 to 9999.99',
  'validation.amount': 'must be an amount from 0 to {max}, at most {decimals} decimals',
  'validation.adjustmentAmount': 'must be an amount from 0.01 to {max}, at most 2 decimals',
  'validation.centimetres': 'must be centimetres from 0 to {max}, at most 1 decimal',
  'validation.kilograms': 'must be kilograms from 0 to {max}, at most {decimals} decimals',
  'validation.rates': 'must be sizes with their rates, like {"3XL": "0.50"}',
  // Sign-in, people and passwords (docs/specification.md §5's wording where it has one)
  'validation.mobile': 'please enter a correct mobile number',
  'validation.email': 'please enter a correct email address',
  'validation.ip': 'please enter a correct IP address',
  'validation.captchaCode': 'please enter the captcha code',
  'validation.captchaId': 'the captcha id is missing or malformed; please refresh the captcha',
  'validation.samePassword': 'new password cannot be the same as the old password!',
  'validation.commonPassword': 'is one of the most common passwords, please choose another',
  // Factories, roles, menus, logs
  'validation.factoryCode': 'must be 2–32 capital letters, digits or -',
  'validation.appVersion': 'must look like 6.0.0',
  'validation.appVersionTooHigh':
    'must not be above {version}, the version of this back office, which it would lock out',
  'validation.roleCode': 'must be 2–64 lower-case letters, digits or _, starting with a letter',
  'validation.dataScope': 'must be one of all, dept, custom',
  'validation.menuParent': 'must be 0 (top level) or a menu id',
  'validation.menuType': 'must be 0 (directory), 1 (menu) or 2 (button)',
  'validation.menuPath': 'path is required for a directory or a menu',
  'validation.externalLink': 'path of an external link must start with http:// or https://',
  'validation.menuComponent': 'component is required for a menu that is not an external link',
  'validation.logResult': 'must be ok or error',
  // Styles and the cutting room
  'validation.stage': 'must be cutting, sewing, finishing or packing',
  'validation.importKind': 'must be styles, processes, orderQuantities, people or customers',
  'validation.process': 'must be a process: name, stage, rate',
  'validation.processList': 'must be a list of processes',
  'validation.atMostProcesses': 'at most {max} processes',
  'validation.atMostPrintBundles': 'at most {max} bundles in one print',
  'validation.nextPrintPage': 'must be the next field of the previous page: a cutOrderId and a bundleNo',
  'validation.phone': 'must be a telephone number: digits, spaces, + - ( ) and an extension like "ext. 12"',
  'validation.colourList': 'must be a list of colours',
  'validation.sizeList': 'must be a list of sizes',
  'validation.atLeastOneColour': 'name at least one colour',
  'validation.atLeastOneSize': 'name at least one size',
  'validation.atMostColours': 'at most {max} colours',
  'validation.atMostSizes': 'at most {max} sizes',
  'validation.colourTwice': 'a colour is listed twice',
  'validation.sizeTwice': 'a size is listed twice',
  'validation.cellTwice': 'a colour and size is listed twice',
  'validation.notASizeOfStyle': '{size} is not a size of the style',
  'validation.notAColourOfStyle': '{colour} is not a colour of the style',
  'validation.ratioEntry': 'must be a size and its ratio',
  'validation.ratioList': 'must be a list of sizes and ratios',
  'validation.ratioAboveZero': 'at least one size needs a ratio above 0',
  'validation.lay': 'must be a lay: colour and layers',
  'validation.layList': 'must be a list of lays',
  'validation.atLeastOneLay': 'enter at least one lay',
  'validation.atMostLays': 'at most {max} lays',
  'validation.pliesOrBundleSize': 'give maxPlies or bundleSize, not both',
  'validation.bundleStatus': 'must be active or void',
  'validation.notMoreThanPieces': 'cannot be more than the pieces',
  'validation.ticketTemplate': 'must be label60x40, label80x60 or a4',
  'validation.labelTemplate': 'must be label60x40 or label80x60',
  'validation.printerTemplate': 'a label printer prints label60x40 or label80x60',
  'validation.bundleIdsText': 'must be bundle ids separated by commas',
  'validation.cartonTemplate': 'must be carton100x100 or carton100x150',
  'validation.notBelowFromNoPlain': 'must not be below fromNo',
  // Label printers
  'validation.printerHost': 'must be a host name or an IP address',
  'validation.millimetres': 'must be millimetres from {min} to {max}',
  'validation.halfMillimetres': 'must be whole or half millimetres',
  'validation.printerProtocol': 'must be zpl or tspl',
  'validation.printerDpi': 'must be 203 or 300',
  'validation.printerUse': 'must be tickets or cartons',
  'validation.printerUses': 'must be a list of tickets and cartons',
  'validation.eachUseOnce': 'name each use once',
  'validation.printJobStatus': 'must be a job status',
  'validation.controlCharacters': 'must not contain control characters',
  'validation.bundleIdList': 'must be a list of bundle ids',
  'validation.atLeastOneBundle': 'name at least one bundle',
  'validation.atMostBundles': 'at most {max} bundles',
  'validation.cutOrderOrBundles': 'give a cutOrderId or bundleIds',
  'validation.notWithBundleIds': 'goes with a cutOrderId, not with bundleIds',
  'validation.notBelowBundleNoFrom': 'must not be below bundleNoFrom',
  'validation.cutOrderOrStyle': 'name a cut order, or a style with styleId',
  'validation.cellList': 'must be a list of colours, sizes and qtys',
  'validation.atLeastOneCell': 'enter at least one colour and size',
  'validation.atMostCells': 'at most {max} colours and sizes',
  // Scans and wages
  'validation.ticket': 'must be a ticket number or the text of a ticket’s QR code',
  'validation.requestId': 'must be a UUID or 8 to 64 letters, digits, - or _',
  'validation.scanStatus': 'must be valid, undone or settled',
  'validation.adjustmentKind': 'must be subsidy, bonus or deduction',
  // Quality
  'validation.defectCode': 'must be 1 to 16 letters, digits, - or _',
  'validation.defectCategory': 'must be sewing, fabric, measurement, stain, trim or other',
  'validation.qcCheckpoint': 'must be inline or final',
  'validation.qcKind': 'must be first or recheck',
  'validation.qcStatus': 'must be valid or undone',
  'validation.qcGroup': 'must be worker, process, dept, code, style, day or bed',
  'validation.defectList': 'must be a list of defects',
  'validation.atMostLines': 'must have at most {max} lines',
  'validation.inlineNeedsProcess': 'is required for an in-line check',
  'validation.finalNoProcess': 'must be empty for a final check',
  'validation.passedOverInspected': 'must not be more than inspectedQty',
  'validation.defectPerFailed': 'must count at least one defect for each failed piece',
  'validation.noDefectsWhenPassed': 'must be empty when every piece passed',
  'validation.defectDeduction': 'must be an amount from 0 to 9999.99, at most 2 decimals',
  'validation.defectsPerPiece': 'must count at most {max} defects for each piece inspected',
  // Standard minutes, shifts, attendance and efficiency
  'validation.sam': 'must be minutes from 0.001 to 9999.999, at most 3 decimals',
  'validation.clockTime': 'must be a time like 08:00',
  'validation.shiftBreak': 'must be a break: start and end',
  'validation.breakList': 'must be a list of breaks',
  'validation.atMostBreaks': 'at most {max} breaks',
  'validation.afterStart': 'must be after start',
  'validation.shift': 'must be a shift: start, end and breaks',
  'validation.breakInsideShift': 'each break must be inside the shift',
  'validation.breaksInOrder': 'breaks must be in order and not overlap',
  'validation.targetEfficiency': 'must be a fraction from 0.01 to 2, at most 3 decimals (0.75 is 75 %)',
  'validation.needsClockIn': 'needs clockIn',
  'validation.afterClockIn': 'must be after clockIn',
  'validation.clockAction': 'must be in or out',
  'validation.efficiencyGroup': 'must be worker, dept, day, week or hour',
  'validation.boardKey': 'must be a display link’s key',
  'validation.disputeItem': 'must be a line of the pay: styleNo, processName and rate',
  'validation.disputeStatus': 'must be open or answered',
  // Shipments
  'validation.shipmentStatus': 'must be draft, confirmed or void',
  'validation.shipmentLine': 'must be a colour, a size and a qty',
  'validation.shipmentLines': 'must be a list of colours, sizes and quantities',
  'validation.atMostLineCells': 'at most {max} colour and size quantities',
  'validation.atMostPieces': 'at most {max} pieces in one order',
  'validation.shipAtLeastOne': 'ship at least one piece',
  'validation.lineTwice': '{colour} {size} is listed twice',
  'validation.packingMode': 'must be solid or mixed',
  'validation.packingLayout': 'must be standard or compact',
  'validation.cartons': 'must be cartons: a mode, and perCarton or groups',
  'validation.cartonRange': 'must be cartons: fromNo, toNo and contents',
  'validation.cartonRanges': 'must be a list of carton ranges',
  'validation.atLeastOneCartonRange': 'enter at least one carton range',
  'validation.atMostCartonRanges': 'at most {max} carton ranges',
  'validation.cartonContents': 'name what the cartons hold',
  'validation.atMostCartonCells': 'at most {max} colours and sizes in a carton',
  'validation.solidNeedsPerCarton': 'solid cartons need the pieces per carton',
  'validation.solidPerCartonOnly': 'solid cartons are computed: give perCarton only',
  'validation.mixedNeedsGroups': 'mixed cartons need their carton ranges',
  'validation.mixedGroupsOnly': 'mixed cartons take groups, not perCarton',
  'validation.cartonsFromOne': 'the cartons must be numbered from 1',
  'validation.cartonGap': 'must be {expected}, the carton after the range before (no gap or overlap)',
  'validation.notBelowFromNo': 'must not be below fromNo ({fromNo})',
  'validation.cartonsDisagree': 'the cartons hold {qty} pieces of {colour} {size}, the lines ship {shipped}',
  'validation.notShipped': 'the lines ship no {colour} {size}',
  'validation.netOverGross': 'must not be more than the gross weight',
  // What zod itself says of a check no schema wrote a message for, and what the server says of text
  'validation.invalid': '{detail}',
  'validation.nulCharacters': 'must not contain NUL characters',
  'validation.loneSurrogate': 'must be valid Unicode text (it holds half of a surrogate pair)',
} as const;

export type ValidationCode = keyof typeof VALIDATION_MESSAGES_EN;

export const VALIDATION_MESSAGES_ZH_CN: Record<ValidationCode, string> = {
  'validation.required': '{field} 为必填项',
  'validation.text': '必须是文本',
  'validation.textOnce': '必须是文本，且只能给一次',
  'validation.notBlank': '不能为空',
  'validation.atMostChars': '最多 {max} 个字符',
  'validation.atLeastChars': '至少 {min} 个字符',
  'validation.trueOrFalse': '必须是 true 或 false',
  'validation.wholeNumberRange': '必须是 {min} 到 {max} 之间的整数',
  'validation.wholeNumberFrom': '必须是不小于 {min} 的整数',
  'validation.atMost': '不能大于 {max}',
  'validation.positiveId': '必须是正整数',
  'validation.idList': '必须是编号列表',
  'validation.atLeastOneId': '至少指定一个编号',
  'validation.noticeVersion': '必须是通知显示时的版本',
  'validation.noticeList': '必须是已显示通知的列表：编号和版本',
  'validation.atLeastOneNotice': '至少指定一条通知',
  'validation.atMostNotices': '最多指定 {max} 条通知',
  'validation.atMostIds': '最多 {max} 个编号',
  'validation.sort': '格式应为 field,asc 或 field,desc',
  'validation.backupId': '须为备份编号，如 backup-2026-12-03T02-00-00Z',
  'validation.date': '必须是日期，例如 2026-08-12',
  'validation.realDate': '必须是真实存在的日期，例如 2026-08-12',
  'validation.twoDays': '必须是两个日期：cutDate=from&cutDate=to',
  'validation.firstDayAfterSecond': '第一个日期不能晚于第二个',
  'validation.notBeforeFrom': '不能早于开始日期（from）',
  'validation.fromAfterTo': '开始日期（from）不能晚于结束日期（to）',
  'validation.twoTimestamps': '必须是两个带时区的 ISO 8601 时间：createTime=from&createTime=to',
  'validation.dateTime': '必须是 ISO 日期时间，例如 2027-12-31T23:59:59+08:00',
  'validation.timeZone': '必须是 IANA 时区，例如 Asia/Shanghai',
  'validation.month': '必须是月份，例如 2026-08（2000 至 2099 年）',
  'validation.dayRange': '必须是 {from} 至 {to} 之间的日期',
  'validation.periodTooLong': '最多为开始日期（from）之后 {days} 天（含首尾两天）',
  'validation.percentage': '必须是 0 到 99.99 之间的百分比',
  'validation.metres': '必须是 0 到 9999.99 之间的米数',
  'validation.amount': '必须是 0 到 {max} 之间的金额，最多 {decimals} 位小数',
  'validation.adjustmentAmount': '必须是 0.01 到 {max} 之间的金额，最多 2 位小数',
  'validation.centimetres': '必须是 0 到 {max} 之间的厘米数，最多 1 位小数',
  'validation.kilograms': '必须是 0 到 {max} 之间的千克数，最多 {decimals} 位小数',
  'validation.rates': '必须是尺码及其工价，例如 {"3XL": "0.50"}',
  'validation.mobile': '请输入正确的手机号码',
  'validation.email': '请输入正确的邮箱地址',
  'validation.ip': '请输入正确的 IP 地址',
  'validation.captchaCode': '请输入验证码',
  'validation.captchaId': '验证码编号缺失或格式不对，请刷新验证码',
  'validation.samePassword': '新密码不能与旧密码相同！',
  'validation.commonPassword': '是最常见的密码之一，请换一个',
  'validation.factoryCode': '必须是 2–32 位大写字母、数字或 -',
  'validation.appVersion': '格式应为 6.0.0',
  'validation.appVersionTooHigh': '不能高于本后台的版本 {version}，否则本后台将无法使用',
  'validation.roleCode': '必须是 2–64 位小写字母、数字或 _，以字母开头',
  'validation.dataScope': '必须是 all、dept 或 custom 之一',
  'validation.menuParent': '必须是 0（顶级）或一个菜单编号',
  'validation.menuType': '必须是 0（目录）、1（菜单）或 2（按钮）',
  'validation.menuPath': '目录和菜单必须填写路径（path）',
  'validation.externalLink': '外链的路径（path）必须以 http:// 或 https:// 开头',
  'validation.menuComponent': '不是外链的菜单必须填写组件（component）',
  'validation.logResult': '必须是 ok 或 error',
  'validation.stage': '必须是 cutting（裁剪）、sewing（缝制）、finishing（后整）或 packing（包装）',
  'validation.importKind': '必须是 styles、processes、orderQuantities、people 或 customers',
  'validation.process': '必须是工序：名称、工段、工价',
  'validation.processList': '必须是工序列表',
  'validation.atMostProcesses': '最多 {max} 道工序',
  'validation.atMostPrintBundles': '一次最多打印 {max} 扎',
  'validation.nextPrintPage': '必须是上一页给出的 next：cutOrderId 和 bundleNo',
  'validation.phone': '必须是电话号码：数字、空格、+ - ( )，可带分机号，如 "ext. 12"',
  'validation.colourList': '必须是颜色列表',
  'validation.sizeList': '必须是尺码列表',
  'validation.atLeastOneColour': '至少填写一个颜色',
  'validation.atLeastOneSize': '至少填写一个尺码',
  'validation.atMostColours': '最多 {max} 个颜色',
  'validation.atMostSizes': '最多 {max} 个尺码',
  'validation.colourTwice': '有颜色重复了',
  'validation.sizeTwice': '有尺码重复了',
  'validation.cellTwice': '有颜色和尺码重复了',
  'validation.notASizeOfStyle': '{size} 不是该款式的尺码',
  'validation.notAColourOfStyle': '{colour} 不是该款式的颜色',
  'validation.ratioEntry': '必须是尺码及其配比',
  'validation.ratioList': '必须是尺码和配比的列表',
  'validation.ratioAboveZero': '至少要有一个尺码的配比大于 0',
  'validation.lay': '必须是一个拉布：颜色和层数',
  'validation.layList': '必须是拉布列表',
  'validation.atLeastOneLay': '至少填写一个拉布',
  'validation.atMostLays': '最多 {max} 个拉布',
  'validation.pliesOrBundleSize': '最大层数（maxPlies）和每扎件数（bundleSize）只能填一个',
  'validation.bundleStatus': '必须是 active（有效）或 void（作废）',
  'validation.notMoreThanPieces': '不能多于件数',
  'validation.ticketTemplate': '必须是 label60x40、label80x60 或 a4',
  'validation.labelTemplate': '必须是 label60x40 或 label80x60',
  'validation.printerTemplate': '标签打印机只打印 label60x40 或 label80x60',
  'validation.bundleIdsText': '必须是用逗号分隔的扎号编号',
  'validation.cartonTemplate': '必须是 carton100x100 或 carton100x150',
  'validation.notBelowFromNoPlain': '不能小于起始箱号（fromNo）',
  'validation.printerHost': '必须是主机名或 IP 地址',
  'validation.millimetres': '必须是 {min} 到 {max} 毫米',
  'validation.halfMillimetres': '必须是整毫米或半毫米',
  'validation.printerProtocol': '必须是 zpl 或 tspl',
  'validation.printerDpi': '必须是 203 或 300',
  'validation.printerUse': '必须是 tickets 或 cartons',
  'validation.printerUses': '必须是 tickets 和 cartons 组成的列表',
  'validation.eachUseOnce': '每种用途只能写一次',
  'validation.printJobStatus': '必须是打印任务状态',
  'validation.controlCharacters': '不能包含控制字符',
  'validation.bundleIdList': '必须是扎号编号列表',
  'validation.atLeastOneBundle': '至少指定一扎',
  'validation.atMostBundles': '最多 {max} 扎',
  'validation.cutOrderOrBundles': '请指定裁床（cutOrderId）或扎（bundleIds）',
  'validation.notWithBundleIds': '只能与裁床（cutOrderId）一起用，不能与 bundleIds 一起用',
  'validation.notBelowBundleNoFrom': '不能小于起始扎号（bundleNoFrom）',
  'validation.cutOrderOrStyle': '请指定裁床，或用 styleId 指定款式',
  'validation.cellList': '必须是颜色、尺码和数量的列表',
  'validation.atLeastOneCell': '至少填写一个颜色和尺码',
  'validation.atMostCells': '最多 {max} 个颜色和尺码',
  'validation.ticket': '必须是菲票号或菲票二维码的内容',
  'validation.requestId': '必须是 UUID，或 8 到 64 位字母、数字、- 或 _',
  'validation.scanStatus': '必须是 valid（有效）、undone（已撤销）或 settled（已结算）',
  'validation.adjustmentKind': '必须是 subsidy（补贴）、bonus（奖金）或 deduction（扣款）',
  // 质检
  'validation.defectCode': '必须是 1 到 16 位字母、数字、- 或 _',
  'validation.defectCategory': '必须是 sewing、fabric、measurement、stain、trim 或 other',
  'validation.qcCheckpoint': '必须是 inline 或 final',
  'validation.qcKind': '必须是 first 或 recheck',
  'validation.qcStatus': '必须是 valid 或 undone',
  'validation.qcGroup': '必须是 worker、process、dept、code、style、day 或 bed',
  'validation.defectList': '必须是疵点列表',
  'validation.atMostLines': '最多 {max} 行',
  'validation.inlineNeedsProcess': '中检必须填写',
  'validation.finalNoProcess': '终检必须留空',
  'validation.passedOverInspected': '不能多于 inspectedQty',
  'validation.defectPerFailed': '每件不合格品至少要记一个疵点',
  'validation.noDefectsWhenPassed': '全部合格时必须为空',
  'validation.defectDeduction': '必须是 0 到 9999.99 的金额，最多两位小数',
  'validation.defectsPerPiece': '每件受检品最多记 {max} 个疵点',
  'validation.sam': '必须是 0.001 到 9999.999 之间的分钟数，最多 3 位小数',
  'validation.clockTime': '必须是时间，例如 08:00',
  'validation.shiftBreak': '必须是休息时段：开始（start）和结束（end）',
  'validation.breakList': '必须是休息时段列表',
  'validation.atMostBreaks': '最多 {max} 个休息时段',
  'validation.afterStart': '必须晚于开始时间（start）',
  'validation.shift': '必须是班次：开始（start）、结束（end）和休息时段（breaks）',
  'validation.breakInsideShift': '每个休息时段都必须在班次之内',
  'validation.breaksInOrder': '休息时段必须按先后排列且互不重叠',
  'validation.targetEfficiency': '必须是 0.01 到 2 之间的小数，最多 3 位小数（0.75 即 75%）',
  'validation.needsClockIn': '需要先有上班打卡时间（clockIn）',
  'validation.afterClockIn': '必须晚于上班打卡时间（clockIn）',
  'validation.clockAction': '必须是 in 或 out',
  'validation.efficiencyGroup': '必须是 worker、dept、day、week 或 hour',
  'validation.boardKey': '必须是看板链接的密钥',
  'validation.disputeItem': '必须是工资中的一行：款号（styleNo）、工序（processName）和单价（rate）',
  'validation.disputeStatus': '必须是 open 或 answered',
  'validation.shipmentStatus': '必须是 draft（草稿）、confirmed（已确认）或 void（作废）',
  'validation.shipmentLine': '必须是颜色、尺码和数量',
  'validation.shipmentLines': '必须是颜色、尺码和数量的列表',
  'validation.atMostLineCells': '最多 {max} 个颜色尺码数量',
  'validation.atMostPieces': '一张发货单最多 {max} 件',
  'validation.shipAtLeastOne': '至少发一件',
  'validation.lineTwice': '{colour} {size} 重复了',
  'validation.packingMode': '必须是 solid（单色单码）或 mixed（混装）',
  'validation.packingLayout': '必须是 standard（标准）或 compact（紧凑）',
  'validation.cartons': '必须是装箱：方式，以及每箱件数（perCarton）或箱号段（groups）',
  'validation.cartonRange': '必须是箱号段：fromNo、toNo 和装箱内容',
  'validation.cartonRanges': '必须是箱号段列表',
  'validation.atLeastOneCartonRange': '至少填写一个箱号段',
  'validation.atMostCartonRanges': '最多 {max} 个箱号段',
  'validation.cartonContents': '请填写箱内装的货',
  'validation.atMostCartonCells': '一箱最多 {max} 个颜色和尺码',
  'validation.solidNeedsPerCarton': '单色单码装箱需要填写每箱件数',
  'validation.solidPerCartonOnly': '单色单码装箱是算出来的：只填每箱件数（perCarton）',
  'validation.mixedNeedsGroups': '混装需要填写箱号段',
  'validation.mixedGroupsOnly': '混装填写箱号段（groups），不填每箱件数（perCarton）',
  'validation.cartonsFromOne': '箱号必须从 1 开始',
  'validation.cartonGap': '必须是 {expected}，紧接上一段之后的箱号（不能有空缺或重叠）',
  'validation.notBelowFromNo': '不能小于起始箱号（{fromNo}）',
  'validation.cartonsDisagree': '箱内装有 {colour} {size} {qty} 件，发货明细却是 {shipped} 件',
  'validation.notShipped': '发货明细中没有 {colour} {size}',
  'validation.netOverGross': '不能大于毛重',
  'validation.invalid': '{detail}',
  'validation.nulCharacters': '不能包含 NUL 字符',
  'validation.loneSurrogate': '必须是有效的 Unicode 文本（其中有半个代理对）',
};

export const VALIDATION_MESSAGES: Record<MessageLocale, Record<ValidationCode, string>> = {
  en: VALIDATION_MESSAGES_EN,
  'zh-CN': VALIDATION_MESSAGES_ZH_CN,
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English template as a pattern that finds its parameters again in a written message. */
let patterns: { code: ValidationCode; pattern: RegExp; names: string[]; literal: number }[] | undefined;
function templatePatterns() {
  patterns ??= (Object.entries(VALIDATION_MESSAGES_EN) as [ValidationCode, string][])
    .filter(([code]) => code !== 'validation.invalid')
    .map(([code, template]) => {
      const names = placeholdersOf(template);
      const source = template
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join('(.+?)');
      const literal = template.replace(/\{\w+\}/g, '').length;
      return { code, pattern: new RegExp(`^${source}$`, 's'), names, literal };
    })
    // The most specific template first: 'must be a whole number from 1 to 1000' is a range (from {min} to
    // {max}), not 'from {min}' with min '1 to 1000'. The more of a template is fixed words, the more specific.
    .sort((a, b) => b.literal - a.literal || a.names.length - b.names.length);
  return patterns;
}

/** The code and parameters of a validation message written in this package's English, if it is one. */
export function parseValidationMessage(
  message: string,
): { code: ValidationCode; params: Record<string, string> } | null {
  for (const { code, pattern, names } of templatePatterns()) {
    const match = pattern.exec(message);
    if (match)
      return { code, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return null;
}

/**
 * A validation message of this package in the reader's language: 'at least one size needs a ratio above 0'
 * → '至少要有一个尺码的配比大于 0'. A message it does not know is returned as it is.
 */
export function localizeValidationMessage(message: string, locale: MessageLocale): string {
  if (locale === 'en') return message;
  const parsed = parseValidationMessage(message);
  return parsed ? fillTemplate(VALIDATION_MESSAGES[locale][parsed.code], parsed.params) : message;
}

/** The language of a UI language setting or a language tag: any Chinese is Simplified Chinese, else English. */
export function messageLocaleOf(language: string | null | undefined): MessageLocale {
  return /^zh\b/i.test(language?.trim() ?? '') ? 'zh-CN' : 'en';
}
