import { LockOutlined, SettingOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { AVATAR_TYPES, type AuthInfo, EMAIL_PATTERN } from '@gbo/contracts';
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  Row,
  Skeleton,
  Typography,
  Upload,
} from 'antd';
import { type ComponentType, type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile, useUpdateProfile, useUploadAvatar } from '@/features/auth/api/profile';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { AVATAR_MAX_MB, avatarProblem } from '@/features/auth/utils/avatar-file';
import { apiBase } from '@/config/env';
import { Permission } from '@/lib/permission-guard';

/** A factory's settings dialog: the factory feature's, passed in by the app (features never import each other). */
type SettingsDialog = ComponentType<{
  open: boolean;
  factoryId: number;
  factoryName?: string;
  onClose: () => void;
}>;

/**
 * The factory's own data to export (the factory-export feature's card, passed in by the app): it shows itself
 * only to whoever may export.
 */
type DataCard = ComponentType<{ style?: CSSProperties }>;

export interface UserCenterPageProps {
  FactorySettingsDialog: SettingsDialog;
  FactoryDataCard: DataCard;
}

/** The personal center (eladmin's user center): who you are, your name and email, avatar and password. */
export function UserCenterPage({ FactorySettingsDialog, FactoryDataCard }: UserCenterPageProps) {
  const { t } = useTranslation('auth');
  const { data, isError } = useProfile();

  return (
    <>
      <Typography.Title level={3}>{t('center.title')}</Typography.Title>
      {isError && <Alert type="error" title={t('center.loadFailed')} />}
      {!data && !isError && <Skeleton active avatar paragraph={{ rows: 6 }} />}
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={9}>
            <ProfileCard info={data} />
          </Col>
          <Col xs={24} lg={15}>
            <ProfileForm info={data} />
            <SecurityCard info={data} FactorySettingsDialog={FactorySettingsDialog} />
            <FactoryDataCard style={{ marginTop: 16 }} />
          </Col>
        </Row>
      )}
    </>
  );
}

function ProfileCard({ info }: { info: AuthInfo }) {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const { user, factory } = info;
  const upload = useUploadAvatar();
  const none = t('center.none');
  const avatarUrl = user.avatarName ? `${apiBase}/avatar/${encodeURIComponent(user.avatarName)}` : undefined;

  const check = (file: File) => {
    const problem = avatarProblem(file);
    if (problem === 'type') void message.error(t('center.avatarType'));
    if (problem === 'size') void message.error(t('center.avatarSize', { mb: AVATAR_MAX_MB }));
    if (!problem) {
      upload.mutate(
        { file, fileName: file.name },
        { onSuccess: () => void message.success(t('center.avatarChanged')) },
      );
    }
    // The upload goes through the app's client, never antd's own request.
    return false;
  };

  return (
    <Card title={t('center.details')}>
      <Flex vertical align="center" gap="small" style={{ marginBottom: 16 }}>
        <Avatar
          size={96}
          src={avatarUrl}
          icon={<UserOutlined aria-hidden />}
          alt={t('center.avatarOf', { name: user.name })}
        />
        <Upload accept={AVATAR_TYPES.join(',')} showUploadList={false} beforeUpload={check} maxCount={1}>
          <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending}>
            {t('center.changeAvatar')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t('center.avatarHelp', { mb: AVATAR_MAX_MB })}</Typography.Text>
      </Flex>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'name', label: t('center.name'), children: user.name },
          { key: 'mobile', label: t('center.mobile'), children: user.mobile },
          { key: 'jobNumber', label: t('center.jobNumber'), children: user.jobNumber ?? none },
          { key: 'dept', label: t('center.dept'), children: user.dept?.name ?? none },
          { key: 'factory', label: t('center.factory'), children: factory.factoryName },
          { key: 'email', label: t('center.email'), children: user.email ?? none },
        ]}
      />
    </Card>
  );
}

interface ProfileValues {
  name: string;
  email?: string | null;
}

function ProfileForm({ info }: { info: AuthInfo }) {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileValues>();
  const { mutate, isPending } = useUpdateProfile();

  const submit = ({ name, email }: ProfileValues) =>
    mutate(
      { name: name.trim(), email: email?.trim() || null },
      { onSuccess: () => void message.success(t('center.saved')) },
    );

  return (
    <Card title={t('center.profile')} style={{ marginBottom: 16 }}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: info.user.name, email: info.user.email ?? '' }}
        onFinish={submit}
        style={{ maxWidth: 480 }}
      >
        <Form.Item
          name="name"
          label={t('center.name')}
          rules={[{ required: true, whitespace: true, message: t('center.nameRequired') }]}
        >
          <Input maxLength={64} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('center.email')}
          rules={[{ pattern: EMAIL_PATTERN, message: t('center.emailInvalid') }]}
        >
          <Input type="email" maxLength={128} autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isPending}>
          {t('center.save')}
        </Button>
      </Form>
    </Card>
  );
}

function SecurityCard({
  info,
  FactorySettingsDialog,
}: { info: AuthInfo } & Pick<UserCenterPageProps, 'FactorySettingsDialog'>) {
  const { t } = useTranslation('auth');
  const [dialog, setDialog] = useState<'password' | 'factory'>();
  const close = () => setDialog(undefined);

  return (
    <Card title={t('center.security')}>
      <Flex vertical gap="middle" align="start">
        <div>
          <Button icon={<LockOutlined aria-hidden />} onClick={() => setDialog('password')}>
            {t('center.changePassword')}
          </Button>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {t('center.passwordHelp')}
          </Typography.Paragraph>
        </div>
        <Permission roles={['admin', 'factory:edit']}>
          <div>
            <Button icon={<SettingOutlined aria-hidden />} onClick={() => setDialog('factory')}>
              {t('center.factorySettings')}
            </Button>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {t('center.factorySettingsHelp', { name: info.factory.factoryName })}
            </Typography.Paragraph>
          </div>
        </Permission>
      </Flex>
      <ChangePasswordDialog open={dialog === 'password'} onClose={close} />
      <FactorySettingsDialog
        open={dialog === 'factory'}
        factoryId={info.factory.factoryId}
        factoryName={info.factory.factoryName}
        onClose={close}
      />
    </Card>
  );
}
