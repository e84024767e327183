import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { startTheme } from "@/lib/theme";
import { App } from "./App";
import "./index.css";

// Before the first render, so the first frame already has the right palette.
startTheme();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
