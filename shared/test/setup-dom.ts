// Jest setup for every browser package: DOM matchers.
import '@testing-library/jest-dom';
