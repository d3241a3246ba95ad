// antd's Input module carries TextArea, Search and OTP too, which the login page never shows: it takes the
// two inputs it uses straight from their files (about 4 KB gzip less).
export { default as Input } from 'antd/es/input/Input';
export { default as Password } from 'antd/es/input/Password';
