import { BIRD_HOUSE_MESSAGES } from './bird-house-messages';
import { BIRD_PRODUCT_MSG_MESSAGES } from './bird-product-msg-messages';
import { CERT_APPLICATION_MESSAGES } from './certification/applications-messages';
import { AUDIT_MESSAGES } from './certification/audit-messages';
import { CERTIFICATE_MESSAGES } from './certification/certificate-messages';
import type { Language, Localized } from './common';
import { EXTERNAL_MESSAGES } from './external-messages';
import { GINSENG_MESSAGES } from './ginseng-messages';
import { NEWS_MESSAGES } from './news-messages';
import { WORK_ORDER_MESSAGES } from './work-order-messages';

/**
 * Every text the server sends to a person, in cn/en/fr. Schemas use the keys as their custom
 * messages (`message: 'password.rule'`) and the API translates them for the request's language.
 */
export const MESSAGES = {
  ...AUDIT_MESSAGES,
  ...NEWS_MESSAGES,
  ...BIRD_PRODUCT_MSG_MESSAGES,
  ...BIRD_HOUSE_MESSAGES,
  ok: { cn: '操作成功', en: 'Operation successful', fr: 'Opération réussie' },
  'error.badRequest': {
    cn: '请求参数有误',
    en: 'The request is not valid',
    fr: "La requête n'est pas valide",
  },
  'error.validation': {
    cn: '提交的内容有误，请检查',
    en: 'Some fields are not valid, please check them',
    fr: 'Certains champs ne sont pas valides, veuillez les vérifier',
  },
  'error.unauthorized': {
    cn: '登录超时，请重新登录',
    en: 'Login timed out, please log in again',
    fr: 'Session expirée, veuillez vous reconnecter',
  },
  'error.forbidden': {
    cn: '没有权限访问此功能',
    en: 'No permission to access this function',
    fr: "Vous n'avez pas la permission d'accéder à cette fonction",
  },
  'error.notFound': {
    cn: '访问的内容不存在',
    en: 'The requested item does not exist',
    fr: "L'élément demandé n'existe pas",
  },
  'error.routeNotFound': {
    cn: '访问的接口不存在',
    en: 'The requested address does not exist',
    fr: "L'adresse demandée n'existe pas",
  },
  'error.conflict': {
    cn: '当前状态不允许此操作',
    en: 'This action is not allowed in the current state',
    fr: "Cette action n'est pas autorisée dans l'état actuel",
  },
  'error.rateLimited': {
    cn: '操作过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
    fr: 'Trop de requêtes, veuillez réessayer plus tard',
  },
  'error.internal': {
    cn: '系统繁忙，请稍后再试',
    en: 'Something went wrong on our side, please try again later',
    fr: 'Une erreur est survenue de notre côté, veuillez réessayer plus tard',
  },
  'error.payloadTooLarge': {
    cn: '提交的内容过大',
    en: 'The request is too large',
    fr: 'La requête est trop volumineuse',
  },
  'error.illegalCharacters': {
    cn: '输入内容包含非法字符',
    en: 'The input contains illegal characters',
    fr: 'La saisie contient des caractères interdits',
  },
  'error.unstorableCharacters': {
    cn: '内容包含无法保存的字符（空字符 NUL 或不完整的 Unicode 字符），请删除后重试',
    en: 'The text contains a character that cannot be saved (a NUL character or an incomplete Unicode character); remove it and try again',
    fr: 'Le texte contient un caractère impossible à enregistrer (caractère NUL ou caractère Unicode incomplet) ; supprimez-le et réessayez',
  },
  'error.badMultipart': {
    cn: '上传的内容不完整或格式有误，请重新上传',
    en: 'The upload is incomplete or malformed; please send it again',
    fr: "L'envoi est incomplet ou mal formé ; veuillez le renvoyer",
  },
  'auth.invalidCredentials': {
    cn: '账号或密码错误',
    en: 'Wrong account or password',
    fr: 'Compte ou mot de passe incorrect',
  },
  'auth.invalidCredentialsRemaining': {
    cn: '账号或密码错误，还可尝试 {remaining} 次',
    en: 'Wrong account or password, {remaining} attempts left before the account is locked',
    fr: 'Compte ou mot de passe incorrect, encore {remaining} essais avant le verrouillage du compte',
  },
  'auth.locked': {
    cn: '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-ins: the account is locked, try again in {minutes} minutes',
    fr: 'Trop de tentatives échouées : le compte est verrouillé, réessayez dans {minutes} minutes',
  },
  'auth.disabled': {
    cn: '账号已停用，请联系管理员',
    en: 'This account is disabled, please contact the administrator',
    fr: "Ce compte est désactivé, veuillez contacter l'administrateur",
  },
  'auth.refreshInvalid': {
    cn: '登录超时，请重新登录',
    en: 'Login timed out, please log in again',
    fr: 'Session expirée, veuillez vous reconnecter',
  },
  'auth.apiKeyInvalid': {
    cn: '接口密钥无效或已撤销',
    en: 'The API key is not valid or has been revoked',
    fr: "La clé d'API n'est pas valide ou a été révoquée",
  },
  'auth.lockedNotice': {
    cn: '您的账号 {account} 因在地址 {ip} 多次登录失败已被锁定 {minutes} 分钟，其他地址仍可登录。如非本人操作，请修改密码。',
    en: 'Your account {account} was locked for {minutes} minutes after repeated failed sign-ins from the address {ip}; other addresses can still sign in. If this was not you, change your password.',
    fr: "Votre compte {account} a été verrouillé {minutes} minutes après des échecs de connexion répétés depuis l'adresse {ip} ; les autres adresses peuvent toujours se connecter. Si ce n'était pas vous, changez votre mot de passe.",
  },
  'auth.lockedMailSubject': {
    cn: '账号登录已锁定',
    en: 'Sign-in to your account was locked',
    fr: 'La connexion à votre compte a été verrouillée',
  },
  'register.accountTaken': {
    cn: '账号已注册',
    en: 'Account already registered',
    fr: 'Ce compte est déjà enregistré',
  },
  'register.accountNameRepeated': {
    cn: '账号名称重复',
    en: 'Account name repeated',
    fr: 'Ce nom de compte existe déjà',
  },
  'register.phoneTaken': {
    cn: '手机号已被占用',
    en: 'Phone number occupied',
    fr: 'Ce numéro de téléphone est déjà utilisé',
  },
  'register.emailTaken': {
    cn: '邮箱已被占用',
    en: 'Email address already in use',
    fr: 'Cette adresse e-mail est déjà utilisée',
  },
  'register.done': {
    cn: '注册成功，请登录',
    en: 'Registration complete, please sign in',
    fr: 'Inscription terminée, veuillez vous connecter',
  },
  'phone.invalid': {
    cn: '请输入正确的手机号',
    en: 'Enter the correct phone number',
    fr: 'Saisissez un numéro de téléphone correct',
  },
  'phone.length': {
    cn: '请输入11位手机号',
    en: 'Enter an 11-digit phone number',
    fr: 'Saisissez un numéro de téléphone à 11 chiffres',
  },
  'email.invalid': {
    cn: '请输入正确的邮箱地址',
    en: 'Enter a valid email address',
    fr: 'Saisissez une adresse e-mail valide',
  },
  'code.sent': { cn: '验证码已发送', en: 'Verification code sent', fr: 'Code de vérification envoyé' },
  'code.sendFailed': {
    cn: '验证码发送失败',
    en: 'Verification code failed to send',
    fr: "Échec de l'envoi du code de vérification",
  },
  'code.invalid': {
    cn: '验证码错误或已过期',
    en: 'The verification code is wrong or has expired',
    fr: 'Le code de vérification est incorrect ou a expiré',
  },
  'code.format': {
    cn: '请输入6位数字验证码',
    en: 'Enter the 6-digit verification code',
    fr: 'Saisissez le code de vérification à 6 chiffres',
  },
  'code.subject': {
    cn: '您的验证码',
    en: 'Your verification code',
    fr: 'Votre code de vérification',
  },
  'code.body': {
    cn: '您的验证码是 {code}，{minutes} 分钟内有效。如非本人操作请忽略。',
    en: 'Your verification code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this message.',
    fr: "Votre code de vérification est {code}. Il est valable {minutes} minutes. Si vous ne l'avez pas demandé, ignorez ce message.",
  },
  'password.required': { cn: '请输入密码', en: 'Enter the password', fr: 'Saisissez le mot de passe' },
  'password.rule': {
    cn: '密码须为8-16位，包含大写字母、小写字母，以及至少一个数字或符号',
    en: 'The password must be 8 to 16 characters with upper and lower case letters and at least one digit or symbol',
    fr: 'Le mot de passe doit comporter 8 à 16 caractères, des majuscules et des minuscules et au moins un chiffre ou un symbole',
  },
  'password.mismatch': {
    cn: '两次输入的密码不一致',
    en: 'The two passwords differ',
    fr: 'Les deux mots de passe sont différents',
  },
  'password.sameAsOld': {
    cn: '新密码不能与旧密码相同',
    en: 'The new password must differ from the old one',
    fr: "Le nouveau mot de passe doit être différent de l'ancien",
  },
  'password.reset': {
    cn: '密码已重置，请使用新密码登录',
    en: 'Password reset, please sign in with the new password',
    fr: 'Mot de passe réinitialisé, connectez-vous avec le nouveau mot de passe',
  },
  'code.identifier': {
    cn: '编码须以小写字母开头，只含小写字母、数字和下划线',
    en: 'The code starts with a lower-case letter and holds only lower-case letters, digits and underscores',
    fr: 'Le code commence par une minuscule et ne contient que des minuscules, des chiffres et des tirets bas',
  },
  'name.required': { cn: '请输入姓名', en: 'Enter the name', fr: 'Saisissez le nom' },
  'account.required': { cn: '请输入账号', en: 'Enter the account', fr: 'Saisissez le compte' },
  'account.format': {
    cn: '账号须为4-32位字母、数字、下划线或点',
    en: 'The account must be 4 to 32 letters, digits, underscores or dots',
    fr: 'Le compte doit comporter 4 à 32 lettres, chiffres, tirets bas ou points',
  },
  'text.tooLong': {
    cn: '内容不能超过 {max} 个字符',
    en: 'At most {max} characters',
    fr: 'Au plus {max} caractères',
  },
  'upload.missing': {
    cn: '请选择要上传的文件',
    en: 'Choose a file to upload',
    fr: 'Choisissez un fichier à envoyer',
  },
  'upload.tooLarge': {
    cn: '文件不能超过 {maxMb} MB',
    en: 'The file must not exceed {maxMb} MB',
    fr: 'Le fichier ne doit pas dépasser {maxMb} Mo',
  },
  'upload.typeNotAllowed': {
    cn: '不支持的文件类型，仅支持：{allowed}',
    en: 'This file type is not allowed; allowed types: {allowed}',
    fr: "Ce type de fichier n'est pas autorisé ; types acceptés : {allowed}",
  },
  'upload.notUsable': {
    cn: '文件不存在或不是您上传的，请重新上传',
    en: 'This file does not exist or was not uploaded by you or your company; upload it again',
    fr: "Ce fichier n'existe pas ou n'a pas été envoyé par vous ou votre entreprise ; envoyez-le à nouveau",
  },
  'reminder.syEndSoon': {
    cn: '您的溯源合同将于 {date} 到期（剩余 {days} 天），请及时续签',
    en: 'Your traceability contract ends on {date} ({days} days left); please renew it in time',
    fr: 'Votre contrat de traçabilité prend fin le {date} (encore {days} jours) ; pensez à le renouveler',
  },
  'reminder.syExpired': {
    cn: '您的溯源合同已于 {date} 到期，续签前无法申请、绑定标签或发货',
    en: 'Your traceability contract expired on {date}; until it is renewed you cannot apply for or bind labels, or ship',
    fr: "Votre contrat de traçabilité a expiré le {date} ; tant qu'il n'est pas renouvelé, vous ne pouvez ni demander ni lier d'étiquettes, ni expédier",
  },
  'date.startTimeEmpty': {
    cn: '请选择开始时间',
    en: 'Choose the start time',
    fr: 'Choisissez la date de début',
  },
  'date.outOfRange': {
    cn: '日期须在公元1年至9999年之间',
    en: 'The date must fall between the years 1 and 9999',
    fr: 'La date doit être comprise entre les années 1 et 9999',
  },
  'date.endTimeSmall': {
    cn: '结束时间必须大于开始时间',
    en: 'End Time Must be Greater Than Start Time',
    fr: 'La date de fin doit être postérieure à la date de début',
  },
  'count.negative': {
    cn: '输入不能为负数',
    en: 'Input cannot be Negative',
    fr: 'La saisie ne peut pas être négative',
  },
  'count.notNumber': { cn: '请输入整数', en: 'Enter a whole number', fr: 'Saisissez un nombre entier' },
  'label.applicationMax': {
    cn: '每次申请最多150,000枚标签',
    en: 'At most 150,000 labels per application',
    fr: 'Au plus 150 000 étiquettes par demande',
  },
  'select.batchRequired': { cn: '请选择批次', en: 'Choose a batch', fr: 'Choisissez un lot' },
  'select.required': { cn: '请选择一项', en: 'Choose an option', fr: 'Choisissez une option' },
  'select.fileRequired': { cn: '请选择文件', en: 'Choose a file', fr: 'Choisissez un fichier' },
  'labelControl.usageMin': {
    cn: '标签最大使用次数必须大于1',
    en: 'The maximum label usage per batch must be greater than 1',
    fr: "L'usage maximal d'une étiquette par lot doit être supérieur à 1",
  },
  'labelControl.corpExists': {
    cn: '该企业已设置标签控制',
    en: 'This company already has its own label limits',
    fr: 'Cette entreprise a déjà ses propres limites',
  },
  'version.format': {
    cn: '版本号格式应为 1.2.3',
    en: 'The version must look like 1.2.3',
    fr: 'La version doit avoir la forme 1.2.3',
  },
  'password.oldWrong': {
    cn: '原密码不正确',
    en: 'The current password is wrong',
    fr: 'Le mot de passe actuel est incorrect',
  },
  'password.changed': {
    cn: '密码已修改，请重新登录',
    en: 'Password changed, please sign in again',
    fr: 'Mot de passe modifié, veuillez vous reconnecter',
  },
  'user.organisationRequired': {
    cn: '请为该用户类型选择所属机构',
    en: 'Choose the organisation this type of user belongs to',
    fr: "Choisissez l'organisation de ce type d'utilisateur",
  },
  'user.organisationNotFound': {
    cn: '所选机构不存在',
    en: 'The chosen organisation does not exist',
    fr: "L'organisation choisie n'existe pas",
  },
  'user.notYourself': {
    cn: '不能停用自己的账号',
    en: 'You cannot disable your own account',
    fr: 'Vous ne pouvez pas désactiver votre propre compte',
  },
  'role.codeTaken': {
    cn: '角色编码已存在',
    en: 'This role code already exists',
    fr: 'Ce code de rôle existe déjà',
  },
  'role.inUse': {
    cn: '该角色仍有用户，无法删除',
    en: 'Users still have this role; it cannot be deleted',
    fr: 'Des utilisateurs ont encore ce rôle ; il ne peut pas être supprimé',
  },
  'role.default': {
    cn: '默认角色不能删除，可以停用',
    en: 'A default role cannot be deleted; disable it instead',
    fr: 'Un rôle par défaut ne peut pas être supprimé ; désactivez-le',
  },
  'role.unknownPermission': {
    cn: '包含未知的权限',
    en: 'Contains an unknown permission',
    fr: 'Contient une permission inconnue',
  },
  'role.notFound': {
    cn: '所选角色不存在',
    en: 'A chosen role does not exist',
    fr: "Un rôle choisi n'existe pas",
  },
  'tree.hasChildren': {
    cn: '请先删除下级节点',
    en: 'Delete the entries below it first',
    fr: "Supprimez d'abord les entrées en dessous",
  },
  'tree.cycle': {
    cn: '不能移动到自身或其下级之下',
    en: 'It cannot move under itself or one of its own entries',
    fr: "Impossible de le déplacer sous lui-même ou l'une de ses entrées",
  },
  'tree.parentNotFound': {
    cn: '上级节点不存在',
    en: 'The parent entry does not exist',
    fr: "L'entrée parente n'existe pas",
  },
  'dept.hasUsers': {
    cn: '该部门仍有用户，无法删除',
    en: 'Users still belong to this department; it cannot be deleted',
    fr: 'Des utilisateurs appartiennent encore à ce service ; il ne peut pas être supprimé',
  },
  'menu.pathTaken': {
    cn: '该分组下已有打开此路径的菜单',
    en: 'This group already has an entry for this path',
    fr: 'Ce groupe a déjà une entrée pour ce chemin',
  },
  'dict.codeTaken': {
    cn: '字典编码已存在',
    en: 'This dictionary code already exists',
    fr: 'Ce code de dictionnaire existe déjà',
  },
  'dict.valueTaken': {
    cn: '该字典中已有此值',
    en: 'This dictionary already has this value',
    fr: 'Ce dictionnaire contient déjà cette valeur',
  },
  'dict.typeNotFound': {
    cn: '字典类型不存在',
    en: 'The dictionary type does not exist',
    fr: "Le type de dictionnaire n'existe pas",
  },
  'reviewSetting.exists': {
    cn: '该资源类型已配置审核角色',
    en: 'This kind of resource already has a reviewer role',
    fr: 'Ce type de ressource a déjà un rôle de réviseur',
  },
  'advice.processed': {
    cn: '该意见已处理',
    en: 'This advice has already been processed',
    fr: 'Cette suggestion a déjà été traitée',
  },
  'advice.replyTitle': {
    cn: '您的意见反馈已处理',
    en: 'Your advice has been processed',
    fr: 'Votre suggestion a été traitée',
  },
  'record.inUse': {
    cn: '该记录正在被使用，无法删除',
    en: 'This record is in use and cannot be deleted',
    fr: 'Cet enregistrement est utilisé et ne peut pas être supprimé',
  },
  'review.remarkRequired': {
    cn: '请填写审核意见',
    en: 'Enter the reason for the decision',
    fr: 'Indiquez le motif de la décision',
  },
  'review.notReviewer': {
    cn: '您不是此类内容的审核人',
    en: 'You are not a reviewer of this kind of item',
    fr: "Vous n'êtes pas réviseur de ce type d'élément",
  },
  'review.notAllowed': {
    cn: '当前状态下不能执行此操作',
    en: 'This cannot be done in the current state',
    fr: "Impossible dans l'état actuel",
  },
  'review.approvedTitle': { cn: '审核通过：{item}', en: 'Approved: {item}', fr: 'Approuvé : {item}' },
  'review.rejectedTitle': { cn: '审核未通过：{item}', en: 'Not approved: {item}', fr: 'Refusé : {item}' },
  'review.decisionBody': {
    cn: '审核意见：{remark}',
    en: 'Reviewer’s remark: {remark}',
    fr: 'Remarque du réviseur : {remark}',
  },
  'company.exists': {
    cn: '您的账号已关联企业',
    en: 'Your account already has a company',
    fr: 'Votre compte a déjà une entreprise',
  },
  'company.noCompany': {
    cn: '请先创建企业信息',
    en: 'Create your company information first',
    fr: "Créez d'abord les informations de votre entreprise",
  },
  'company.platformAccount': {
    cn: '平台账号不能以企业身份办理此事，请使用企业账号',
    en: 'A platform account cannot do this as a company: sign in with the company’s account',
    fr: 'Un compte de la plateforme ne peut pas le faire au nom d’une entreprise : connectez-vous avec le compte de l’entreprise',
  },
  'company.required': {
    cn: '请选择要代为办理的企业（corpId）',
    en: 'Choose the company this is done for (corpId)',
    fr: "Choisissez l'entreprise pour laquelle agir (corpId)",
  },
  'company.kindMismatch': {
    cn: '企业类型须与账号类型一致',
    en: 'The company kind must match your account type',
    fr: "Le type d'entreprise doit correspondre au type de votre compte",
  },
  'company.registrationNoFormat': {
    cn: '注册号须为15、18或21位',
    en: 'The registration number must be 15, 18 or 21 characters',
    fr: "Le numéro d'enregistrement doit comporter 15, 18 ou 21 caractères",
  },
  'company.glnInvalid': {
    cn: 'GLN须为13位数字，且最后一位为正确的GS1校验位',
    en: 'The GLN must be 13 digits ending with a valid GS1 check digit',
    fr: 'Le GLN doit comporter 13 chiffres et se terminer par une clé de contrôle GS1 valide',
  },
  'company.registrationTaken': {
    cn: '该注册号已被其他企业使用',
    en: 'Another company already uses this registration number',
    fr: "Une autre entreprise utilise déjà ce numéro d'enregistrement",
  },
  'company.notPassed': {
    cn: '企业信息尚未审核通过，暂不能进行此操作',
    en: 'Your company has not passed review yet, so this is not possible',
    fr: "Votre entreprise n'a pas encore été approuvée ; ce n'est pas possible",
  },
  'company.paused': {
    cn: '企业已被暂停：{reason}',
    en: 'Your company is paused: {reason}',
    fr: 'Votre entreprise est suspendue : {reason}',
  },
  'company.tracePaused': {
    cn: '企业溯源已暂停，不能绑定标签或发货',
    en: 'Traceability of your company is paused: labels cannot be bound and goods cannot be shipped',
    fr: "La traçabilité de votre entreprise est suspendue : impossible de lier des étiquettes ou d'expédier",
  },
  'company.noContract': {
    cn: '企业尚无有效的溯源合同',
    en: 'Your company has no traceability contract in force',
    fr: "Votre entreprise n'a pas de contrat de traçabilité en vigueur",
  },
  'company.contractLapsed': {
    cn: '企业溯源合同已于 {date} 到期',
    en: 'Your company’s traceability contract ended on {date}',
    fr: 'Le contrat de traçabilité de votre entreprise a pris fin le {date}',
  },
  'company.pauseReasonRequired': {
    cn: '请填写暂停原因',
    en: 'Enter the reason for pausing',
    fr: 'Indiquez le motif de la suspension',
  },
  'traceability.pendingExists': {
    cn: '已有待审核的溯源申请',
    en: 'A traceability application is already waiting for review',
    fr: 'Une demande de traçabilité attend déjà une revue',
  },
  'traceability.approvedTitle': {
    cn: '溯源申请已通过，合同有效期至 {date}',
    en: 'Traceability approved: the contract runs until {date}',
    fr: "Traçabilité approuvée : le contrat court jusqu'au {date}",
  },
  'traceability.rejectedTitle': {
    cn: '溯源申请未通过',
    en: 'Traceability application not approved',
    fr: 'Demande de traçabilité refusée',
  },
  'partner.self': {
    cn: '不能将本企业添加为合作伙伴',
    en: 'Your own company cannot be its partner',
    fr: 'Votre propre entreprise ne peut pas être son partenaire',
  },
  'partner.kindMismatch': {
    cn: '该企业类型不符合此合作关系',
    en: 'This company is not of the kind this relation needs',
    fr: "Cette entreprise n'est pas du type requis pour cette relation",
  },
  'partner.exists': { cn: '已是合作伙伴', en: 'Already a partner', fr: 'Déjà partenaire' },
  'partner.notPassed': {
    cn: '只能添加审核通过的企业',
    en: 'Only companies that passed review can be partners',
    fr: 'Seules les entreprises approuvées peuvent être partenaires',
  },
  'product.gtinInvalid': {
    cn: 'GTIN 校验位不正确',
    en: 'The GTIN check digit is wrong',
    fr: 'Le chiffre de contrôle du GTIN est incorrect',
  },
  'product.gtinTaken': {
    cn: '该GTIN已被其他产品使用',
    en: 'Another product already uses this GTIN',
    fr: 'Un autre produit utilise déjà ce GTIN',
  },
  'product.categoryNotFound': {
    cn: '产品类别不存在',
    en: 'The product category does not exist',
    fr: "La catégorie de produit n'existe pas",
  },
  'product.categoryNotOffered': {
    cn: '本平台不提供该产品类别',
    en: 'This product category is not offered on this platform',
    fr: "Cette catégorie de produit n'est pas proposée sur cette plateforme",
  },
  'product.subclassNotFound': {
    cn: '产品子类不存在',
    en: 'The product subclass does not exist',
    fr: "La sous-classe de produit n'existe pas",
  },
  'product.notApproved': {
    cn: '产品内容审核通过后才能上架',
    en: 'A product can go online once its content has passed review',
    fr: 'Un produit peut être mis en ligne une fois son contenu approuvé',
  },
  'category.codeTaken': {
    cn: '类别编码已存在',
    en: 'This category code already exists',
    fr: 'Ce code de catégorie existe déjà',
  },
  'date.expiryPast': {
    cn: '到期时间必须晚于当前时间',
    en: 'The expiry must be later than now',
    fr: "L'échéance doit être postérieure à maintenant",
  },
  'reminder.certDue': {
    cn: '您的证书“{name}”将于 {date} 到期（剩余 {days} 天）',
    en: 'Your certificate “{name}” expires on {date} ({days} days left)',
    fr: 'Votre certificat « {name} » expire le {date} (encore {days} jours)',
  },
  'reminder.evaluateDue': {
    cn: '评价“{title}”将于 {date} 到期（剩余 {days} 天）',
    en: 'The evaluation “{title}” is due on {date} ({days} days left)',
    fr: 'L’évaluation « {title} » arrive à échéance le {date} (encore {days} jours)',
  },
  'label.codeFormat': {
    cn: '标签编码须为16至20位数字',
    en: 'A label code is 16 to 20 digits',
    fr: 'Un code d’étiquette comporte 16 à 20 chiffres',
  },
  'label.rangesTaken': {
    cn: '后续号段中的编码已被导入的标签占用，暂时无法生成标签，请联系平台管理员',
    en: 'The next code ranges are taken by imported labels: labels cannot be generated now; please contact the platform administrator',
    fr: 'Les prochaines plages de codes sont prises par des étiquettes importées : impossible de générer des étiquettes pour le moment ; contactez l’administrateur de la plateforme',
  },
  'label.runCodesTaken': {
    cn: '本批次号段中的编码已被导入的标签占用（{codes}），无法在此号段生成',
    en: 'Codes of this run’s range are already taken by imported labels ({codes}): the run cannot be generated on this range',
    fr: 'Des codes de la plage de ce lot sont déjà pris par des étiquettes importées ({codes}) : le lot ne peut pas être généré sur cette plage',
  },
  'label.countNumber': { cn: '请输入数字', en: 'Input must be Number', fr: 'La saisie doit être un nombre' },
  'label.countMultiple': {
    cn: '数量须为40的倍数（每版5×8）',
    en: 'The count must be a multiple of 40 (a 5 x 8 sheet)',
    fr: 'La quantité doit être un multiple de 40 (une planche de 5 x 8)',
  },
  'label.countMax': {
    cn: '每次最多生成150,000枚标签',
    en: 'At most 150,000 labels per run',
    fr: 'Au plus 150 000 étiquettes par génération',
  },
  'label.overRunLimit': {
    cn: '超出每次生成上限 {limit} 枚',
    en: 'More than the limit of {limit} labels per run',
    fr: 'Au-delà de la limite de {limit} étiquettes par génération',
  },
  'label.runNotRetryable': {
    cn: '只有出错的生成任务可以重试',
    en: 'Only a run that ended in error can be resumed',
    fr: 'Seule une génération en erreur peut être reprise',
  },
  'label.runNotGenerated': {
    cn: '标签尚未生成完成',
    en: 'The labels of this run are not generated yet',
    fr: 'Les étiquettes de cette génération ne sont pas encore prêtes',
  },
  'label.countTooLarge': {
    cn: '数量不能超过1,000,000',
    en: 'The count must not exceed 1,000,000',
    fr: 'La quantité ne doit pas dépasser 1 000 000',
  },
  'label.overApplicationLimit': {
    cn: '超出每次申请上限 {limit} 枚',
    en: 'More than the limit of {limit} labels per application',
    fr: 'Au-delà de la limite de {limit} étiquettes par demande',
  },
  'label.addressNotFound': {
    cn: '收货地址不存在',
    en: 'The delivery address does not exist',
    fr: "L'adresse de livraison n'existe pas",
  },
  'label.productNotYours': {
    cn: '请选择本企业审核通过的产品',
    en: 'Choose an approved product of your company',
    fr: 'Choisissez un produit approuvé de votre entreprise',
  },
  'label.notYourOrder': {
    cn: '该订单不是您的',
    en: 'This order is not yours',
    fr: "Cette commande n'est pas la vôtre",
  },
  'label.notPrinter': {
    cn: '只有承印该订单的印刷厂可以发货',
    en: 'Only the printing factory of this order can record its delivery',
    fr: "Seule l'imprimerie de cette commande peut enregistrer sa livraison",
  },
  'label.printerNotFound': {
    cn: '印刷厂不存在',
    en: 'The printing factory does not exist',
    fr: "L'imprimerie n'existe pas",
  },
  'label.receiptMissing': {
    cn: '请先上传付款凭证',
    en: 'Upload the payment receipt first',
    fr: "Téléversez d'abord le justificatif de paiement",
  },
  'label.notGeneratedYet': {
    cn: '标签数据尚未生成完成，暂不能发货',
    en: 'The label data is not generated yet, so the order cannot be delivered',
    fr: 'Les données des étiquettes ne sont pas encore générées ; la commande ne peut pas être livrée',
  },
  'order.submitted': {
    cn: '新的标签申请待审核：{orderNo}',
    en: 'New label application to review: {orderNo}',
    fr: 'Nouvelle demande d’étiquettes à examiner : {orderNo}',
  },
  'order.approved': {
    cn: '标签申请已通过，请上传付款凭证：{orderNo}',
    en: 'Label application approved, please upload the payment receipt: {orderNo}',
    fr: 'Demande approuvée, veuillez téléverser le justificatif de paiement : {orderNo}',
  },
  'order.rejected': {
    cn: '标签申请未通过：{orderNo}',
    en: 'Label application not approved: {orderNo}',
    fr: 'Demande d’étiquettes refusée : {orderNo}',
  },
  'order.receiptUploaded': {
    cn: '付款凭证待审核：{orderNo}',
    en: 'Payment receipt to review: {orderNo}',
    fr: 'Justificatif de paiement à examiner : {orderNo}',
  },
  'order.paid': {
    cn: '付款已确认，标签开始制作：{orderNo}',
    en: 'Payment accepted, the labels are being made: {orderNo}',
    fr: 'Paiement accepté, les étiquettes sont en fabrication : {orderNo}',
  },
  'order.toPrint': {
    cn: '新的印刷任务：{orderNo}',
    en: 'New order to print: {orderNo}',
    fr: 'Nouvelle commande à imprimer : {orderNo}',
  },
  'order.paymentRejected': {
    cn: '付款凭证未通过：{orderNo}',
    en: 'Payment receipt refused: {orderNo}',
    fr: 'Justificatif de paiement refusé : {orderNo}',
  },
  'order.delivered': {
    cn: '标签已发货：{orderNo}，{carrier} {trackingNo}',
    en: 'Labels shipped: {orderNo}, {carrier} {trackingNo}',
    fr: 'Étiquettes expédiées : {orderNo}, {carrier} {trackingNo}',
  },
  'void.reasonRequired': {
    cn: '请填写作废原因',
    en: 'Enter the reason for voiding',
    fr: 'Indiquez le motif de l’annulation',
  },
  'void.codesRequired': {
    cn: '请至少添加一个标签编码或一个编码区间',
    en: 'Please add at least one code or a range',
    fr: 'Ajoutez au moins un code ou une plage',
  },
  'void.rangeOrder': {
    cn: '结束编码须大于等于起始编码',
    en: 'The last code must not be below the first',
    fr: 'Le dernier code ne doit pas être inférieur au premier',
  },
  'void.rangeTooLarge': {
    cn: '每次最多作废10,000枚标签',
    en: 'At most 10,000 labels per request',
    fr: 'Au plus 10 000 étiquettes par demande',
  },
  'void.notYourLabels': {
    cn: '以下标签不属于本企业或已作废：{codes}',
    en: 'These labels are not your company’s or are already void: {codes}',
    fr: 'Ces étiquettes ne sont pas à votre entreprise ou sont déjà annulées : {codes}',
  },
  'void.submitted': {
    cn: '新的标签作废申请待审核：{requestNo}',
    en: 'New void request to review: {requestNo}',
    fr: 'Nouvelle demande d’annulation à examiner : {requestNo}',
  },
  'void.performed': {
    cn: '标签作废已执行：{requestNo}',
    en: 'Labels voided: {requestNo}',
    fr: 'Étiquettes annulées : {requestNo}',
  },
  'void.rejected': {
    cn: '标签作废申请未通过：{requestNo}',
    en: 'Void request not approved: {requestNo}',
    fr: 'Demande d’annulation refusée : {requestNo}',
  },
  'shipment.mismatch': {
    cn: '内容不匹配或重量不匹配',
    en: 'Contents not matching or weight not matching',
    fr: 'Contenu non conforme ou poids non conforme',
  },
  'shipment.labelsRequired': {
    cn: '请至少添加一个标签编码或一个编码区间',
    en: 'Please add at least one code or a range',
    fr: 'Ajoutez au moins un code ou une plage',
  },
  'shipment.tooManyLabels': {
    cn: '每次发货最多{max}枚标签',
    en: 'At most {max} labels per shipment',
    fr: 'Au plus {max} étiquettes par expédition',
  },
  'shipment.rangeTooLarge': {
    cn: '每个编码区间最多10,000枚标签',
    en: 'At most 10,000 labels per range',
    fr: 'Au plus 10 000 étiquettes par plage',
  },
  'shipment.carrierRequired': {
    cn: '请填写承运商',
    en: 'Enter the carrier',
    fr: 'Indiquez le transporteur',
  },
  'shipment.trackingNoFormat': {
    cn: '运单号为4至40位字母、数字或连字符',
    en: 'A tracking number is 4 to 40 letters, digits or hyphens',
    fr: 'Un numéro de suivi comporte 4 à 40 lettres, chiffres ou tirets',
  },
  'shipment.declarationNoFormat': {
    cn: '报关单号为4至40位字母、数字或连字符',
    en: 'A declaration number is 4 to 40 letters, digits or hyphens',
    fr: 'Un numéro de déclaration comporte 4 à 40 lettres, chiffres ou tirets',
  },
  'shipment.dateRequired': {
    cn: '请选择发货日期',
    en: 'Choose the shipping date',
    fr: 'Choisissez la date d’expédition',
  },
  'shipment.documentsRequired': {
    cn: '请上传至少一份单证',
    en: 'Upload at least one document',
    fr: 'Joignez au moins un document',
  },
  'shipment.returnReasonRequired': {
    cn: '请填写退货原因',
    en: 'Enter the reason for the return',
    fr: 'Indiquez le motif du retour',
  },
  'shipment.countNumber': {
    cn: '数量须为0至1,000,000之间的整数',
    en: 'The quantity is a whole number from 0 to 1,000,000',
    fr: 'La quantité est un nombre entier de 0 à 1 000 000',
  },
  'shipment.notPartner': {
    cn: '该企业不是可发货的合作企业',
    en: 'This company is not a partner you may ship to',
    fr: 'Cette entreprise n’est pas un partenaire à qui vous pouvez expédier',
  },
  'shipment.labelsRefused': {
    cn: '{count}枚标签不能发货，本次未发出任何货物',
    en: '{count} labels cannot be shipped; nothing was shipped',
    fr: '{count} étiquettes ne peuvent pas être expédiées ; rien n’a été expédié',
  },
  'shipment.refused.notHeld': {
    cn: '{code}：不在本企业手中',
    en: '{code}: not held by your company',
    fr: '{code} : n’est pas en possession de votre entreprise',
  },
  'shipment.refused.void': {
    cn: '{code}：已作废',
    en: '{code}: void',
    fr: '{code} : annulée',
  },
  'shipment.refused.notBound': {
    cn: '{code}：未绑定批次',
    en: '{code}: not bound to a batch',
    fr: '{code} : non liée à un lot',
  },
  'shipment.refused.inTransit': {
    cn: '{code}：已在运输途中',
    en: '{code}: already in a shipment on its way',
    fr: '{code} : déjà dans une expédition en cours',
  },
  'shipment.batchEmpty': {
    cn: '该批次没有本企业持有且可发货的标签',
    en: 'This batch has no labels in your hands that can be shipped',
    fr: 'Ce lot n’a aucune étiquette en votre possession pouvant être expédiée',
  },
  'shipment.batchInProduction': {
    cn: '批次{batchNo}仍在生产中，货物暂不能收货',
    en: 'Batch {batchNo} is still in production: its goods cannot be received yet',
    fr: 'Le lot {batchNo} est encore en production : ses marchandises ne peuvent pas encore être reçues',
  },
  'shipment.closed': {
    cn: '该发货单已收货或已退回',
    en: 'This shipment has already been received or returned',
    fr: 'Cette expédition a déjà été reçue ou retournée',
  },
  'shipment.alreadyCounted': {
    cn: '货物已清点，请完善单证后进行二次确认',
    en: 'The goods have been counted: complete the documents, then confirm a second time',
    fr: 'Les marchandises ont été comptées : complétez les documents puis confirmez une seconde fois',
  },
  'shipment.notImport': {
    cn: '该收货只需一次确认',
    en: 'This receipt takes a single confirmation',
    fr: 'Cette réception ne demande qu’une confirmation',
  },
  'shipment.countFirst': {
    cn: '请先清点货物（第一次确认）',
    en: 'Count the goods first (first confirmation)',
    fr: 'Comptez d’abord les marchandises (première confirmation)',
  },
  'shipment.documentsFirst': {
    cn: '请先完善进口单证',
    en: 'Complete the import documents first',
    fr: 'Complétez d’abord les documents d’importation',
  },
  'shipment.notReceived': {
    cn: '只能转发已收货的货物',
    en: 'Only goods you have received can be forwarded',
    fr: 'Seules les marchandises reçues peuvent être réexpédiées',
  },
  'shipment.nothingToForward': {
    cn: '该收货单的货物已不在本企业手中',
    en: 'None of the goods of this receipt are still in your hands',
    fr: 'Aucune marchandise de cette réception n’est encore en votre possession',
  },
  'shipment.sentNotice': {
    cn: '{sender}向您发货：{shipmentNo}，{count}件',
    en: 'Goods shipped to you by {sender}: {shipmentNo}, {count} items',
    fr: 'Marchandises expédiées par {sender} : {shipmentNo}, {count} articles',
  },
  'shipment.receivedNotice': {
    cn: '{receiver}已确认收货：{shipmentNo}',
    en: '{receiver} received the goods: {shipmentNo}',
    fr: '{receiver} a reçu les marchandises : {shipmentNo}',
  },
  'shipment.returnedNotice': {
    cn: '{receiver}已退回货物：{shipmentNo}（{reason}）',
    en: '{receiver} returned the goods: {shipmentNo} ({reason})',
    fr: '{receiver} a retourné les marchandises : {shipmentNo} ({reason})',
  },
  'barcode.countMin': {
    cn: '数量至少为1',
    en: 'The count must be at least 1',
    fr: 'La quantité doit être au moins 1',
  },
  'barcode.countMax': {
    cn: '每次申请的条码须少于10,000个',
    en: 'Fewer than 10,000 barcodes per application',
    fr: 'Moins de 10 000 codes-barres par demande',
  },
  'barcode.needsGtin': {
    cn: 'GS1-128条码需要产品设置GTIN',
    en: 'A GS1-128 barcode needs the product’s GTIN',
    fr: 'Un code GS1-128 nécessite le GTIN du produit',
  },
  'barcode.notReady': {
    cn: '条码尚未生成完成',
    en: 'The barcodes are not ready yet',
    fr: 'Les codes-barres ne sont pas encore prêts',
  },
  'barcode.searchCriterion': {
    cn: '请输入条码内容（至少3个字符），或选择条码申请或产品',
    en: 'Enter a barcode value (at least 3 characters), or choose an application or a product',
    fr: 'Saisissez une valeur de code-barres (au moins 3 caractères), ou choisissez une demande ou un produit',
  },
  'message.notFound': {
    cn: '消息不存在',
    en: 'The message does not exist',
    fr: "Le message n'existe pas",
  },
  'weight.empty': { cn: '输入不能为空', en: 'Input cannot be Empty', fr: 'La saisie ne peut pas être vide' },
  'weight.notNumber': {
    cn: '输入必须为数字',
    en: 'Input must be Number',
    fr: 'La saisie doit être un nombre',
  },
  'weight.negative': {
    cn: '输入不能为负数',
    en: 'Input cannot be Negative',
    fr: 'La saisie ne peut pas être négative',
  },
  'import.fileType': {
    cn: '文件须为 xls 或 xlsx 表格',
    en: 'The file must be an xls or xlsx spreadsheet',
    fr: 'Le fichier doit être un tableur xls ou xlsx',
  },
  'import.empty': {
    cn: '文件没有数据行（第1行为标题，数据从第2行开始）',
    en: 'The file has no data rows (row 1 is the title row, data starts at row 2)',
    fr: 'Le fichier ne contient aucune ligne de données (la ligne 1 est le titre, les données commencent ligne 2)',
  },
  'import.tooManyRows': {
    cn: '文件有 {rows} 行数据，一次最多导入 {max} 行，请拆分文件',
    en: 'The file has {rows} data rows; at most {max} rows can be imported at once — split the file',
    fr: 'Le fichier contient {rows} lignes ; au plus {max} lignes par import — divisez le fichier',
  },
  'import.tooLarge': {
    cn: '文件解压后过大，无法读取',
    en: 'The file is too large once unpacked to be read',
    fr: 'Le fichier est trop volumineux une fois décompressé',
  },
  'import.unreadable': {
    cn: '无法读取该表格文件',
    en: 'The file cannot be read as a spreadsheet',
    fr: 'Le fichier ne peut pas être lu comme un tableur',
  },
  'import.codeAsText': {
    cn: '编码以数字格式保存，末尾数字已被表格软件改动，请将该列设为文本',
    en: 'The code was saved as a number and the spreadsheet rounded its last digits: format the column as text',
    fr: 'Le code a été enregistré comme nombre et ses derniers chiffres ont été arrondis : mettez la colonne au format texte',
  },
  'import.duplicateInFile': {
    cn: '该编码在文件中重复（另见第 {row} 行）',
    en: 'The code appears more than once in the file (also row {row})',
    fr: 'Le code apparaît plusieurs fois dans le fichier (aussi ligne {row})',
  },
  'import.codeExists': {
    cn: '该标签编码已存在于平台',
    en: 'This label code already exists on the platform',
    fr: 'Ce code d’étiquette existe déjà sur la plateforme',
  },
  'import.codeFormat': {
    cn: '标签编码须为{min}至{max}位数字，且不以0开头',
    en: 'A label code is {min} to {max} digits, not starting with 0',
    fr: 'Un code d’étiquette comporte {min} à {max} chiffres, sans 0 initial',
  },
  'import.codeReserved': {
    cn: '16位编码保留给平台生成的标签，请使用{min}至{max}位编码',
    en: '16-digit codes are reserved for labels the platform generates: use {min} to {max} digits',
    fr: 'Les codes à 16 chiffres sont réservés aux étiquettes générées par la plateforme : utilisez {min} à {max} chiffres',
  },
  'import.pcodeFormat': {
    cn: '防伪码须为6至32位字母或数字',
    en: 'A PIN is 6 to 32 letters or digits',
    fr: 'Un code secret comporte 6 à 32 lettres ou chiffres',
  },
  'import.fileNotFound': {
    cn: '未找到上传的文件',
    en: 'The uploaded file was not found',
    fr: 'Le fichier envoyé est introuvable',
  },
  'import.finished': {
    cn: '标签导入 {importNo}：{result}',
    en: 'Label import {importNo}: {result}',
    fr: 'Import d’étiquettes {importNo} : {result}',
  },
  'import.resultSuccess': {
    cn: '已导入 {count} 个标签',
    en: '{count} labels imported',
    fr: '{count} étiquettes importées',
  },
  'import.resultFailure': {
    cn: '{count} 行有误，未导入任何标签',
    en: '{count} rows are wrong; nothing was imported',
    fr: '{count} lignes sont erronées ; rien n’a été importé',
  },
  'import.columnRow': { cn: '行号', en: 'Row', fr: 'Ligne' },
  'import.columnCode': { cn: '标签编码', en: 'Label code', fr: 'Code d’étiquette' },
  'import.columnPcode': { cn: '防伪码', en: 'PIN', fr: 'Code secret' },
  'import.columnWeight': { cn: '重量', en: 'Weight', fr: 'Poids' },
  'import.columnError': { cn: '错误', en: 'Error', fr: 'Erreur' },
  'consumer.labelUnknown': {
    cn: '该编码不属于已登记的产品',
    en: 'This code does not belong to a registered product',
    fr: 'Ce code n’appartient à aucun produit enregistré',
  },
  'consumer.labelVoid': {
    cn: '该标签已作废，不能评价或注册会员；如有疑问请提交反馈',
    en: 'This label has been voided: reviews and registration are closed, but you can send feedback',
    fr: 'Cette étiquette a été annulée : avis et inscription impossibles, mais vous pouvez envoyer un retour',
  },
  'consumer.registrationClosed': {
    cn: '暂未开放会员注册',
    en: 'Member registration is not open at the moment',
    fr: 'L’inscription des membres n’est pas ouverte pour le moment',
  },
  'consumer.phoneRequired': {
    cn: '请输入手机号',
    en: 'Enter your phone number',
    fr: 'Saisissez votre numéro de téléphone',
  },
  'consumer.nameRequired': { cn: '请输入姓名', en: 'Enter your name', fr: 'Saisissez votre nom' },
  'consumer.birthdayFormat': {
    cn: '请输入正确的日期',
    en: 'Enter a valid date',
    fr: 'Saisissez une date valide',
  },
  'consumer.birthdayRange': {
    cn: '请输入有效的出生日期',
    en: 'Enter a real date of birth',
    fr: 'Saisissez une date de naissance réelle',
  },
  'consumer.ratingRange': {
    cn: '请选择1至5星评分',
    en: 'Choose a rating from 1 to 5 stars',
    fr: 'Choisissez une note de 1 à 5 étoiles',
  },
  'consumer.reviewRequired': { cn: '请填写评价内容', en: 'Write your review', fr: 'Rédigez votre avis' },
  'consumer.alreadyReviewed': {
    cn: '该商品已评价过',
    en: 'This item has already been reviewed',
    fr: 'Cet article a déjà été évalué',
  },
  'consumer.feedbackRequired': {
    cn: '请填写反馈内容',
    en: 'Describe the problem',
    fr: 'Décrivez le problème',
  },
  'consumer.memberNotFound': {
    cn: '该手机号尚未注册会员，请先注册',
    en: 'No member with this phone number: please register first',
    fr: 'Aucun membre avec ce numéro : inscrivez-vous d’abord',
  },
  'consumer.noScanReward': {
    cn: '当前扫码不赠送积分',
    en: 'No points are offered for scans at the moment',
    fr: 'Aucun point n’est offert pour les scans en ce moment',
  },
  'consumer.rewardClaimed': {
    cn: '该标签的积分已被领取',
    en: 'The points of this label have already been claimed',
    fr: 'Les points de cette étiquette ont déjà été réclamés',
  },
  'consumer.dailyLimit': {
    cn: '今日积分已达上限，请明天再来',
    en: 'Daily points limit reached, come back tomorrow',
    fr: 'Limite quotidienne de points atteinte, revenez demain',
  },
  'consumer.replyRequired': { cn: '请填写回复内容', en: 'Write the reply', fr: 'Rédigez la réponse' },
  'consumer.noteRequired': {
    cn: '请填写处理说明',
    en: 'Describe how the feedback was handled',
    fr: 'Décrivez le traitement du retour',
  },
  'consumer.reviewAlreadyHidden': {
    cn: '该评价已隐藏',
    en: 'This review is already hidden',
    fr: 'Cet avis est déjà masqué',
  },
  'consumer.reviewAlreadyVisible': {
    cn: '该评价已在显示',
    en: 'This review is already shown',
    fr: 'Cet avis est déjà affiché',
  },
  'consumer.feedbackProcessed': {
    cn: '该反馈已处理，不能再次处理',
    en: 'This feedback has already been processed',
    fr: 'Ce retour a déjà été traité',
  },
  'consumer.newFeedback': {
    cn: '新的消费者反馈：{productName}',
    en: 'New consumer feedback: {productName}',
    fr: 'Nouveau retour de consommateur : {productName}',
  },
  // ---- traceability records (test reports, articles, customs clearance, whole chain)
  'customs.certificateRequired': {
    cn: '请上传证书信息',
    en: 'Please upload certificate info',
    fr: 'Veuillez fournir les informations du certificat',
  },
  'customs.numRequired': {
    cn: '请输入证书编号',
    en: 'Enter certificate number',
    fr: 'Saisissez le numéro du certificat',
  },
  'customs.photoRequired': {
    cn: '请上传证书照片',
    en: 'Upload certificate photo',
    fr: 'Téléversez la photo du certificat',
  },
  'customs.portRequired': {
    cn: '请选择入境口岸',
    en: 'Please select entry port',
    fr: "Veuillez choisir le port d'entrée",
  },
  'customs.portUnknown': {
    cn: '入境口岸不在口岸字典中',
    en: 'This entry port is not in the port dictionary',
    fr: "Ce port d'entrée n'est pas dans le dictionnaire des ports",
  },
  'customs.kindRepeated': {
    cn: '同一种证书只能填写一次',
    en: 'Each kind of certificate may be given only once',
    fr: 'Chaque type de certificat ne peut être fourni qu’une fois',
  },
  'customs.batchTaken': {
    cn: '该批次已有通关信息，请编辑已有记录',
    en: 'This batch already has customs clearance information; edit that record instead',
    fr: 'Ce lot a déjà des informations de dédouanement ; modifiez cet enregistrement',
  },
  'customs.importCorpNotFound': {
    cn: '进口企业不存在',
    en: 'The importing company does not exist',
    fr: "L'entreprise importatrice n'existe pas",
  },
  'records.dateFuture': {
    cn: '日期不能晚于今天',
    en: 'The date cannot be in the future',
    fr: 'La date ne peut pas être dans le futur',
  },
  'records.contentRequired': {
    cn: '请输入内容',
    en: 'Enter the content',
    fr: 'Saisissez le contenu',
  },
  'records.quantityInvalid': {
    cn: '数量必须为不小于0的数字（最多5位小数）',
    en: 'The quantity must be a number of at least 0 (at most 5 decimals)',
    fr: 'La quantité doit être un nombre positif ou nul (5 décimales au plus)',
  },
  'records.stageNotInLine': {
    cn: '该环节不属于所选的生产线',
    en: 'This stage does not belong to the chosen production line',
    fr: "Cette étape n'appartient pas à la filière choisie",
  },
  'records.productNotFound': {
    cn: '产品不存在或不属于本企业',
    en: 'The product does not exist or is not your company’s',
    fr: "Le produit n'existe pas ou n'appartient pas à votre entreprise",
  },
  'records.batchNotFound': {
    cn: '批次不存在或不属于本企业',
    en: 'The batch does not exist or is not your company’s',
    fr: "Le lot n'existe pas ou n'appartient pas à votre entreprise",
  },
  'records.batchNotOfProduct': {
    cn: '该批次不属于所选产品',
    en: 'This batch is not a batch of the chosen product',
    fr: "Ce lot n'est pas un lot du produit choisi",
  },
  'records.reportNoTaken': {
    cn: '该报告编号已存在',
    en: 'A report with this number already exists',
    fr: 'Un rapport porte déjà ce numéro',
  },
  'records.wholeChainTaken': {
    cn: '该批次已有全链溯源记录，请编辑已有记录',
    en: 'This batch already has a whole-chain record; edit that record instead',
    fr: 'Ce lot a déjà un enregistrement de bout en bout ; modifiez cet enregistrement',
  },
  'batch.numberRequired': {
    cn: '请输入批次号',
    en: 'Enter the batch number',
    fr: 'Saisissez le numéro de lot',
  },
  'batch.numberFormat': {
    cn: '批次号只能包含字母、数字、汉字及 _ . - /',
    en: 'A batch number holds letters, digits and _ . - / only',
    fr: 'Un numéro de lot ne contient que des lettres, des chiffres et _ . - /',
  },
  'batch.numberTaken': {
    cn: '本企业已有该批次号，请换一个',
    en: 'Your company already has a batch with this number',
    fr: 'Votre entreprise a déjà un lot portant ce numéro',
  },
  'batch.productRequired': { cn: '请选择产品', en: 'Choose the product', fr: 'Choisissez le produit' },
  'batch.productNotApproved': {
    cn: '请选择本企业审核通过的产品',
    en: 'Choose one of your company’s approved products',
    fr: 'Choisissez un produit approuvé de votre entreprise',
  },
  'batch.productionDateRequired': {
    cn: '请选择生产日期',
    en: 'Choose the production date',
    fr: 'Choisissez la date de production',
  },
  'batch.maxLabelsMin': {
    cn: '标签上限至少为1',
    en: 'The label cap must be at least 1',
    fr: 'Le plafond d’étiquettes doit être d’au moins 1',
  },
  'batch.maxLabelsMax': {
    cn: '标签上限不能超过1,000,000',
    en: 'The label cap must not exceed 1,000,000',
    fr: 'Le plafond d’étiquettes ne peut pas dépasser 1 000 000',
  },
  'batch.locked': {
    cn: '该批次已完成并锁定，不能再修改或绑定标签',
    en: 'This batch is complete and locked: it can no longer be changed or take labels',
    fr: 'Ce lot est terminé et verrouillé : il ne peut plus être modifié ni recevoir d’étiquettes',
  },
  'batch.notEmpty': {
    cn: '该批次已绑定标签或使用过原料，不能删除',
    en: 'Labels are bound to this batch or it used raw material: it cannot be deleted',
    fr: 'Des étiquettes sont liées à ce lot ou il a utilisé de la matière première : il ne peut pas être supprimé',
  },
  'batch.productLocked': {
    cn: '批次已绑定标签或使用过原料，不能更换产品',
    en: 'The product cannot change once labels are bound or raw material used',
    fr: 'Le produit ne peut plus changer une fois des étiquettes liées ou de la matière première utilisée',
  },
  'batch.alreadyComplete': {
    cn: '该批次已完成',
    en: 'This batch is already complete',
    fr: 'Ce lot est déjà terminé',
  },
  'batch.kindNotOnLine': {
    cn: '第二产品线只支持普通批次',
    en: 'The second product line has normal batches only',
    fr: 'La seconde gamme n’a que des lots ordinaires',
  },
  'batch.notRawMaterial': {
    cn: '请选择原料批次',
    en: 'Choose a raw-material batch',
    fr: 'Choisissez un lot de matière première',
  },
  'batch.rawMaterialCannotUse': {
    cn: '原料批次不能使用原料',
    en: 'A raw-material batch cannot use raw material',
    fr: 'Un lot de matière première ne peut pas utiliser de matière première',
  },
  'bind.codesRequired': {
    cn: '请至少添加一个标签编码',
    en: 'Add at least one label code',
    fr: 'Ajoutez au moins un code d’étiquette',
  },
  'bind.startRequired': {
    cn: '请输入起始编码',
    en: 'Enter the start code',
    fr: 'Saisissez le code de début',
  },
  'bind.endRequired': { cn: '请输入结束编码', en: 'Enter the end code', fr: 'Saisissez le code de fin' },
  'bind.rangeOrder': {
    cn: '结束编码不能小于起始编码',
    en: 'The end code must not be smaller than the start code',
    fr: 'Le code de fin ne doit pas être inférieur au code de début',
  },
  'bind.tooMany': {
    cn: '每次最多绑定10,000枚标签',
    en: 'At most 10,000 labels per binding',
    fr: 'Au plus 10 000 étiquettes par liaison',
  },
  'bind.refused': {
    cn: '{total} 枚标签中有 {refused} 枚不能绑定，本次未绑定任何标签',
    en: '{refused} of {total} labels cannot be bound; nothing was bound',
    fr: '{refused} étiquettes sur {total} ne peuvent pas être liées ; rien n’a été lié',
  },
  'bind.notYours': {
    cn: '不是本企业的标签',
    en: 'Not one of your company’s labels',
    fr: 'Pas une étiquette de votre entreprise',
  },
  'bind.notAssigned': {
    cn: '标签尚未交付给本企业',
    en: 'Not delivered to your company yet',
    fr: 'Pas encore livrée à votre entreprise',
  },
  'bind.invalid': { cn: '标签已作废', en: 'The label is void', fr: 'L’étiquette est annulée' },
  'bind.alreadyBound': {
    cn: '标签已绑定到批次',
    en: 'Already bound to a batch',
    fr: 'Déjà liée à un lot',
  },
  'bind.overLimit': {
    cn: '该批次最多可绑定 {limit} 枚标签：已绑定 {bound} 枚，本次 {count} 枚',
    en: 'This batch may hold at most {limit} labels: it has {bound}, this adds {count}',
    fr: 'Ce lot peut contenir au plus {limit} étiquettes : il en a {bound}, cet ajout en compte {count}',
  },
  'bind.weightRequired': {
    cn: '原料批次须填写每枚标签的重量',
    en: 'A raw-material batch needs the weight of each label',
    fr: 'Un lot de matière première demande le poids de chaque étiquette',
  },
  'bind.importBadCode': {
    cn: '第 {row} 行：“{value}” 不是标签编码（16至20位数字）',
    en: 'Row {row}: “{value}” is not a label code (16 to 20 digits)',
    fr: 'Ligne {row} : « {value} » n’est pas un code d’étiquette (16 à 20 chiffres)',
  },
  'weight.zero': {
    cn: '重量必须大于0',
    en: 'The weight must be greater than 0',
    fr: 'Le poids doit être supérieur à 0',
  },
  'weight.tooLarge': {
    cn: '重量过大',
    en: 'The weight is too large',
    fr: 'Le poids est trop élevé',
  },
  'weight.overRemaining': {
    cn: '超过剩余重量（{remaining} g）',
    en: 'More than the remaining weight ({remaining} g)',
    fr: 'Plus que le poids restant ({remaining} g)',
  },
  'rawMaterial.selectRequired': {
    cn: '请至少选择一枚原料标签',
    en: 'Choose at least one raw-material label',
    fr: 'Choisissez au moins une étiquette de matière première',
  },
  'rawMaterial.tooMany': {
    cn: '每次最多使用500枚原料标签',
    en: 'At most 500 raw-material labels at a time',
    fr: 'Au plus 500 étiquettes de matière première à la fois',
  },
  'rawMaterial.notAvailable': {
    cn: '不是本企业尚有余量的原料标签',
    en: 'Not a raw-material label of your company with weight left',
    fr: 'Pas une étiquette de matière première de votre entreprise avec du poids restant',
  },
  'rawMaterial.duplicate': {
    cn: '同一原料标签只能选择一次',
    en: 'The same label is chosen twice',
    fr: 'La même étiquette est choisie deux fois',
  },
  'void.importRows': {
    cn: '以下行不是标签编码（16至20位数字）：{rows}',
    en: 'These rows do not hold a label code (16 to 20 digits): {rows}',
    fr: 'Ces lignes ne contiennent pas de code d’étiquette (16 à 20 chiffres) : {rows}',
  },
  // ---- consumer scans, counterfeit alerts and scan statistics
  'scan.pcodeRequired': {
    cn: '请输入防伪码',
    en: 'Enter the anti-counterfeit code',
    fr: 'Saisissez le code anti-contrefaçon',
  },
  'scan.pcodeFormat': {
    cn: '防伪码为刮开涂层后的数字或字母',
    en: 'The anti-counterfeit code is the letters or digits under the scratch-off coating',
    fr: 'Le code anti-contrefaçon est composé des chiffres ou lettres sous la couche à gratter',
  },
  'scan.wrongPcode': {
    cn: '防伪码与该标签不符，请核对后重试（还可尝试{remaining}次）',
    en: 'This anti-counterfeit code does not match the label. Check it and try again ({remaining} attempts left)',
    fr: 'Ce code anti-contrefaçon ne correspond pas à l’étiquette. Vérifiez-le et réessayez ({remaining} essais restants)',
  },
  'scan.tooManyAttempts': {
    cn: '该标签的错误防伪码次数过多，请{minutes}分钟后再试',
    en: 'Too many wrong codes for this label. Try again in {minutes} minutes',
    fr: 'Trop de codes erronés pour cette étiquette. Réessayez dans {minutes} minutes',
  },
  'scan.link.notDigitalLink': {
    cn: '这不是有效的GS1数字链接（应以 /01/ 加商品条码开头）',
    en: 'This is not a GS1 Digital Link (it must start with /01/ and a GTIN)',
    fr: 'Ce n’est pas un lien GS1 Digital Link (il doit commencer par /01/ et un GTIN)',
  },
  'scan.link.missingValue': {
    cn: '数字链接缺少某一部分的值',
    en: 'A part of the Digital Link has no value',
    fr: 'Une partie du lien Digital Link n’a pas de valeur',
  },
  'scan.link.unknownKey': {
    cn: '数字链接中含有无法识别的标识符（只允许 01、22、10、21、235）',
    en: 'The Digital Link holds an unknown identifier (only 01, 22, 10, 21 and 235 are allowed)',
    fr: 'Le lien Digital Link contient un identifiant inconnu (seuls 01, 22, 10, 21 et 235 sont admis)',
  },
  'scan.link.duplicate': {
    cn: '数字链接中有重复的标识符',
    en: 'An identifier appears twice in the Digital Link',
    fr: 'Un identifiant apparaît deux fois dans le lien Digital Link',
  },
  'scan.link.order': {
    cn: '数字链接的标识符顺序有误（应为 01、22、10、21 或 235）',
    en: 'The identifiers of the Digital Link are out of order (01, 22, 10, 21 or 235)',
    fr: 'Les identifiants du lien Digital Link ne sont pas dans l’ordre (01, 22, 10, 21 ou 235)',
  },
  'scan.link.gtin': {
    cn: '商品条码（GTIN）应为8、12、13或14位数字',
    en: 'The GTIN must be 8, 12, 13 or 14 digits',
    fr: 'Le GTIN doit compter 8, 12, 13 ou 14 chiffres',
  },
  'scan.link.checkDigit': {
    cn: '商品条码（GTIN）的校验位不正确',
    en: 'The check digit of the GTIN is wrong',
    fr: 'Le chiffre de contrôle du GTIN est faux',
  },
  'scan.link.value': {
    cn: '数字链接中的批号或序列号格式有误',
    en: 'A batch or serial number in the Digital Link is not valid',
    fr: 'Un numéro de lot ou de série du lien Digital Link n’est pas valide',
  },
  'scan.link.missingSerial': {
    cn: '数字链接缺少标签序列号（/21/…）',
    en: 'The Digital Link has no label serial number (/21/…)',
    fr: 'Le lien Digital Link n’a pas de numéro de série d’étiquette (/21/…)',
  },
  'epcis.valueFormat': {
    cn: '请填写URI或CBV名称（不含空格和引号）',
    en: 'Enter a URI or a CBV name (no spaces or quotes)',
    fr: 'Saisissez une URI ou un nom CBV (sans espaces ni guillemets)',
  },
  'epcis.pageToken': {
    cn: '分页标记无效，请从第一页重新查询',
    en: 'This page token is not valid: start again from the first page',
    fr: "Ce jeton de page n'est pas valide : recommencez à la première page",
  },
  'epcis.noEvents': {
    cn: '没有可导出的EPCIS事件',
    en: 'There are no EPCIS events to export',
    fr: "Il n'y a aucun événement EPCIS à exporter",
  },
  'epcis.backfillRunning': {
    cn: '补录任务正在进行，请等待其完成',
    en: 'A backfill is already running: wait for it to finish',
    fr: 'Un rattrapage est déjà en cours : attendez qu’il se termine',
  },
  'scan.link.notFound': {
    cn: '没有与该数字链接对应的标签',
    en: 'No label matches this Digital Link',
    fr: 'Aucune étiquette ne correspond à ce lien Digital Link',
  },
  'scan.link.scheme': {
    cn: '数字链接应以 http:// 或 https:// 开头',
    en: 'A Digital Link starts with http:// or https://',
    fr: 'Un lien Digital Link commence par http:// ou https://',
  },
  'scan.link.serialAlternatives': {
    cn: '数字链接只能含序列号（21）或第三方序列号（235）之一，不能同时含有',
    en: 'A Digital Link has a serial number (21) or a third-party serial (235), not both',
    fr: 'Un lien Digital Link a un numéro de série (21) ou un numéro de série tiers (235), pas les deux',
  },
  'scan.link.queryQualifier': {
    cn: '商品条码、变体、批号和序列号（01、22、10、21、235）应写在数字链接的路径中，而不是“?”之后',
    en: 'The GTIN, variant, batch and serial (01, 22, 10, 21, 235) belong in the path of the Digital Link, not after “?”',
    fr: 'Le GTIN, la variante, le lot et le numéro de série (01, 22, 10, 21, 235) vont dans le chemin du lien Digital Link, pas après « ? »',
  },
  'scan.link.attribute': {
    cn: '数字链接“?”之后的某个数据属性不符合GS1格式（长度、字符或日期）',
    en: 'A data attribute after “?” in the Digital Link does not fit its GS1 format (length, characters or date)',
    fr: 'Un attribut après « ? » dans le lien Digital Link ne respecte pas son format GS1 (longueur, caractères ou date)',
  },
  'scan.link.attributeRepeated': {
    cn: '数字链接“?”之后的某个数据属性出现了两次',
    en: 'A data attribute appears twice after “?” in the Digital Link',
    fr: 'Un attribut apparaît deux fois après « ? » dans le lien Digital Link',
  },
  'scan.link.attributeUnknown': {
    cn: '数字链接“?”之后含有数字链接不能携带的应用标识符',
    en: 'A number after “?” in the Digital Link is not a GS1 data attribute a Digital Link may carry',
    fr: 'Un nombre après « ? » dans le lien Digital Link n’est pas un attribut GS1 qu’un lien Digital Link peut porter',
  },
  'scan.link.attributeEmpty': {
    cn: '数字链接“?”之后的某个数据属性没有值',
    en: 'A data attribute after “?” in the Digital Link has no value',
    fr: 'Un attribut après « ? » dans le lien Digital Link n’a pas de valeur',
  },
  'scan.link.void': {
    cn: '该标签已作废',
    en: 'This label has been voided',
    fr: 'Cette étiquette a été annulée',
  },
  'scan.link.linkTypeNotOffered': {
    cn: '该数字链接不提供此类型的链接',
    en: 'This Digital Link offers no link of that type',
    fr: 'Ce lien Digital Link ne propose aucun lien de ce type',
  },
  'scan.fileNotShown': {
    cn: '该文件不在此标签的公开信息中',
    en: 'This file is not part of what this label shows',
    fr: 'Ce fichier ne fait pas partie de ce que montre cette étiquette',
  },
  'scan.regionFormat': {
    cn: '地区代码形如 CN、FR 或 CN-GD',
    en: 'Region codes look like CN, FR or CN-GD',
    fr: 'Les codes de région sont de la forme CN, FR ou CN-GD',
  },
  'scan.settings.integer': {
    cn: '请输入整数',
    en: 'Enter a whole number',
    fr: 'Saisissez un nombre entier',
  },
  'scan.settings.verifyLimit': {
    cn: '查验次数上限应在1到100,000之间',
    en: 'The check limit must be between 1 and 100,000',
    fr: 'Le plafond de vérifications doit être compris entre 1 et 100 000',
  },
  'scan.settings.regionLimit': {
    cn: '地区数应在2到100之间',
    en: 'The number of regions must be between 2 and 100',
    fr: 'Le nombre de régions doit être compris entre 2 et 100',
  },
  'scan.settings.window': {
    cn: '时间窗口应在1到2,160小时（90天）之间',
    en: 'The window must be between 1 and 2,160 hours (90 days)',
    fr: 'La fenêtre doit être comprise entre 1 et 2 160 heures (90 jours)',
  },
  'scan.stats.tooManyDays': {
    cn: '按日统计最多366天',
    en: 'The daily series covers at most 366 days',
    fr: 'La série quotidienne couvre au plus 366 jours',
  },
  // ---- statistics reports (decision 0028)
  'stats.countryFormat': {
    cn: '国家应为两个大写字母的ISO代码（如 FR）',
    en: 'The country must be a two-letter ISO code in capitals (such as FR)',
    fr: 'Le pays doit être un code ISO de deux lettres majuscules (par exemple FR)',
  },
  'stats.tooManyMonths': {
    cn: '统计报表一次最多涵盖60个月',
    en: 'A report covers at most 60 months at a time',
    fr: 'Un rapport couvre au plus 60 mois à la fois',
  },
  'stats.filterNotAccepted': {
    cn: '该报表不支持此筛选条件',
    en: 'This report cannot be filtered by this field',
    fr: 'Ce rapport ne peut pas être filtré selon ce champ',
  },
  'stats.sortNotAccepted': {
    cn: '只能按月份或报表中的指标排序：{columns}',
    en: 'Rows can only be sorted by month or by a figure of the report: {columns}',
    fr: 'Les lignes ne peuvent être triées que par mois ou par un chiffre du rapport : {columns}',
  },
  'stats.tooManyRows': {
    cn: '导出最多{max}行，当前筛选有{count}行，请缩小时间范围或增加筛选条件',
    en: 'An export holds at most {max} rows and this selection has {count}: narrow the dates or add a filter',
    fr: 'Un export contient au plus {max} lignes et cette sélection en a {count} : réduisez les dates ou ajoutez un filtre',
  },
  'stats.unknown': { cn: '未知', en: 'Unknown', fr: 'Inconnu' },
  'stats.notAssigned': { cn: '未分配', en: 'Not assigned', fr: 'Non attribué' },
  'stats.others': { cn: '其他', en: 'Others', fr: 'Autres' },
  'scan.alert.verify_count': {
    cn: '标签预警：{excode} 已被查验{count}次（上限{limit}次）',
    en: 'Label alert: {excode} has been checked {count} times (limit {limit})',
    fr: 'Alerte étiquette : {excode} a été vérifiée {count} fois (plafond {limit})',
  },
  'scan.alert.multi_region': {
    cn: '标签预警：{excode} 在{hours}小时内于{count}个地区被扫码：{regions}',
    en: 'Label alert: {excode} was scanned in {count} regions within {hours} hours: {regions}',
    fr: 'Alerte étiquette : {excode} a été scannée dans {count} régions en {hours} heures : {regions}',
  },
  'scan.finding.verify_count': {
    cn: '已被查验{count}次（上限{limit}次）',
    en: 'Checked {count} times (limit {limit})',
    fr: 'Vérifiée {count} fois (plafond {limit})',
  },
  'scan.finding.multi_region': {
    cn: '{hours}小时内在{count}个地区被扫码：{regions}',
    en: 'Scanned in {count} regions within {hours} hours: {regions}',
    fr: 'Scannée dans {count} régions en {hours} heures : {regions}',
  },
  'scan.finding.outside_region': {
    cn: '在经销区域之外被扫码：{region}',
    en: 'Scanned outside the regions served: {region}',
    fr: 'Scannée hors des régions desservies : {region}',
  },
  'scan.alert.outside_region': {
    cn: '标签预警：{excode} 在经销区域之外被扫码：{region}',
    en: 'Label alert: {excode} was scanned outside the regions served: {region}',
    fr: 'Alerte étiquette : {excode} a été scannée hors des régions desservies : {region}',
  },
  // ---- certification bodies, auditors, evaluations (decision 0024)
  'certBody.schemesRequired': {
    cn: '请至少选择一个认证方案',
    en: 'Choose at least one certification scheme',
    fr: 'Choisissez au moins un référentiel de certification',
  },
  'certBody.noBody': {
    cn: '您的账号未关联认证机构，请联系平台管理员',
    en: 'Your account belongs to no certification body: ask the platform administrator',
    fr: "Votre compte n'est rattaché à aucun organisme de certification : contactez l'administrateur",
  },
  'certBody.bodyOnly': {
    cn: '只有认证机构账号可以办理此事',
    en: 'Only a certification body account can do this',
    fr: "Seul un compte d'organisme de certification peut le faire",
  },
  'certBody.categoryNotFound': {
    cn: '所选产品类别不存在',
    en: 'A chosen product category does not exist',
    fr: "Une catégorie de produits choisie n'existe pas",
  },
  'certBody.schemeOutsideAccreditation': {
    cn: '认证方案 {schemes} 不在本机构的认可范围内',
    en: 'Scheme {schemes} is outside the body’s accreditation',
    fr: 'Le référentiel {schemes} est hors de l’accréditation de l’organisme',
  },
  'certBody.categoryOutsideAccreditation': {
    cn: '所选产品类别不在本机构的认可范围内',
    en: 'A chosen product category is outside the body’s accreditation',
    fr: 'Une catégorie de produits choisie est hors de l’accréditation de l’organisme',
  },
  'certBody.accountNotAuditor': {
    cn: '所选账号不是本机构的审核员账号',
    en: 'The chosen account is not an auditor account of this body',
    fr: "Le compte choisi n'est pas un compte d'auditeur de cet organisme",
  },
  'certBody.accountLinked': {
    cn: '所选账号已关联其他审核员',
    en: 'The chosen account is already linked to another auditor',
    fr: 'Le compte choisi est déjà lié à un autre auditeur',
  },
  'certBody.accountChoice': {
    cn: '请选择已有账号或新建账号，不能同时进行',
    en: 'Choose an existing account or create one, not both',
    fr: 'Choisissez un compte existant ou créez-en un, pas les deux',
  },
  'certBody.conflictExists': {
    cn: '该审核员已声明与此企业的利益冲突',
    en: 'This auditor has already declared a conflict with this company',
    fr: 'Cet auditeur a déjà déclaré un conflit avec cette entreprise',
  },
  'certBody.companyNotFound': {
    cn: '所选企业不存在',
    en: 'The chosen company does not exist',
    fr: "L'entreprise choisie n'existe pas",
  },
  'certScheme.positiveNumber': {
    cn: '请输入正整数',
    en: 'Enter a whole number above zero',
    fr: 'Saisissez un nombre entier supérieur à zéro',
  },
  'certScheme.tooLarge': {
    cn: '数值过大',
    en: 'The number is too large',
    fr: 'Le nombre est trop grand',
  },
  'certEvaluation.score': {
    cn: '评分须为 0 到 100 之间的整数',
    en: 'The score is a whole number from 0 to 100',
    fr: 'La note est un nombre entier de 0 à 100',
  },
  'certEvaluation.notClient': {
    cn: '该企业未向本机构申请认证，不能评价',
    en: 'This company has not applied to the body, so it cannot be evaluated',
    fr: "Cette entreprise n'a pas fait de demande à l'organisme : elle ne peut pas être évaluée",
  },
  'certEvaluation.written': {
    cn: '{body} 对贵企业作出了新的评价：{title}',
    en: '{body} wrote a new evaluation of your company: {title}',
    fr: '{body} a rédigé une nouvelle évaluation de votre entreprise : {title}',
  },
  ...CERT_APPLICATION_MESSAGES,
  ...CERTIFICATE_MESSAGES,
  ...EXTERNAL_MESSAGES,
  ...WORK_ORDER_MESSAGES,
  ...GINSENG_MESSAGES,
} as const satisfies Record<string, Localized>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/** Translates a message key, filling `{name}` placeholders from params. Unknown keys pass through. */
export function translate(key: string, language: Language, params?: Record<string, string | number>): string {
  const entry = isMessageKey(key) ? MESSAGES[key] : undefined;
  const template: string = entry ? entry[language] : key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    // A parameter naming a message (`messageParam('certificate.status.suspended')`) is worded too.
    const nested =
      typeof value === 'string' && value.startsWith(MESSAGE_PARAM) ? value.slice(MESSAGE_PARAM.length) : '';
    return nested && isMessageKey(nested) ? MESSAGES[nested][language] : String(value);
  });
}

const MESSAGE_PARAM = 'message:';
/** A message parameter worded in the reader's language (a state, a kind) rather than shown as is. */
export const messageParam = (key: MessageKey) => `${MESSAGE_PARAM}${key}`;

/** A notice title in all three languages (notices are stored once and read in any language). */
export function titleInAllLanguages(
  key: MessageKey,
  params: (language: Language) => Record<string, string | number> = () => ({}),
): string {
  return (['cn', 'en', 'fr'] as const)
    .map((language) => translate(key, language, params(language)))
    .join(' / ')
    .slice(0, 300);
}
