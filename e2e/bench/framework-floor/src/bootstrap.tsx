// The framework floor (issue 14): what react, react-dom, react-router, styled-components and the federation
// runtime cost a page on their own. A static sign-in form of the portal's size (a heading and a line under
// it, two labelled fields, a checkbox, a human-check button, the submit button, two links, a language
// switch and a footer), rendered by the router, built by the portal's webpack config and served by the
// portal's server. The portal's pages are measured against it (e2e/bench/lighthouse.mjs).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import styled, { createGlobalStyle } from 'styled-components';

const GlobalStyle = createGlobalStyle`
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; background: #f6f8fa; color: #1f2328; }
`;
const Page = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr auto;
`;
const Top = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 12px 16px;
`;
const Brand = styled.span`
  font-weight: 700;
  font-size: 18px;
`;
const Card = styled.main`
  width: min(420px, calc(100% - 32px));
  margin: 24px auto;
  padding: 24px;
  background: #fff;
  border: 1px solid #d0d7de;
  border-radius: 12px;
`;
const Title = styled.h1`
  margin: 0 0 4px;
  font-size: 24px;
`;
const Subtitle = styled.p`
  margin: 0 0 20px;
  color: #59636e;
`;
const Form = styled.form`
  display: grid;
  gap: 16px;
`;
const Label = styled.label`
  display: grid;
  gap: 6px;
  font-weight: 600;
  font-size: 14px;
`;
const Input = styled.input`
  font: inherit;
  padding: 10px 12px;
  border: 1px solid #d0d7de;
  border-radius: 8px;
`;
const Check = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  font-size: 14px;
`;
const Button = styled.button<{ $primary?: boolean }>`
  font: inherit;
  padding: 12px;
  border-radius: 8px;
  border: 1px solid ${({ $primary }) => ($primary ? '#1f6feb' : '#d0d7de')};
  background: ${({ $primary }) => ($primary ? '#1f6feb' : '#fff')};
  color: ${({ $primary }) => ($primary ? '#fff' : '#1f2328')};
`;
const Links = styled.p`
  display: grid;
  gap: 8px;
  margin: 20px 0 0;
  font-size: 14px;
`;
const Footer = styled.footer`
  padding: 16px;
  text-align: center;
  font-size: 12px;
  color: #59636e;
`;

function SignInForm() {
  return (
    <Page>
      <Top>
        <Brand>Portal</Brand>
        <Button type="button">简体中文</Button>
      </Top>
      <Card>
        <Title>Sign in</Title>
        <Subtitle>Welcome back. Sign in to manage your services, wallet and tickets.</Subtitle>
        <Form aria-label="Sign in" onSubmit={(event) => event.preventDefault()}>
          <Label>
            Email
            <Input name="email" type="email" autoComplete="email" />
          </Label>
          <Label>
            Password
            <Input name="password" type="password" autoComplete="current-password" />
          </Label>
          <Check>
            <input type="checkbox" name="is_remember_me" /> Remember me
          </Check>
          <Button type="button">Verify you are human</Button>
          <Button type="submit" $primary>
            Sign in
          </Button>
        </Form>
        <Links>
          <span>
            No account yet? <Link to="/auth/sign-up">Sign up</Link>
          </span>
          <Link to="/auth/forgot-password">Forgot your password?</Link>
        </Links>
      </Card>
      <Footer>© 2020-2025 Portal</Footer>
    </Page>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <GlobalStyle />
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<SignInForm />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
