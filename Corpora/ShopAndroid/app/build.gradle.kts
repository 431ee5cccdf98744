plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
}

android {
    namespace = "com.example.shop"
    compileSdk = 35

    defaultConfig {
        applicationId = "com.example.shop"
        minSdk = 26
        targetSdk = 35
        versionCode = 42
        versionName = "3.1.0"
        resourceConfigurations += listOf("en", "de", "ar")
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }
    buildFeatures {
        viewBinding = true
        compose = true
    }
    androidResources {
        generateLocaleConfig = false
    }
}

dependencies {
    implementation(project(":feature:orders"))
    implementation(libs.material)
    implementation(libs.androidx.viewpager2)
    implementation(platform(libs.androidx.compose.bom))
    implementation(libs.androidx.compose.material3)
    debugImplementation(libs.androidx.compose.ui.tooling)
    testImplementation(libs.junit)
}
